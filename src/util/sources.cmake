target_sources(${ARBITER_LAYER} PRIVATE
  src/util/build_id.cc
  src/util/diagnostics.cc
  src/util/files.cc
  src/util/json_positions.cc
  src/util/paths.cc
  src/util/status.cc
  src/util/strings.cc
)
