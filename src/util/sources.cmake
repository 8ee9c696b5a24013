target_sources(arbiter_core PRIVATE
  src/util/diagnostics.cc
  src/util/files.cc
  src/util/paths.cc
  src/util/status.cc
  src/util/strings.cc
)
