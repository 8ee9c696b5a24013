target_sources(${ARBITER_LAYER} PRIVATE
  src/engine/engine.cc
  src/engine/rules.cc
  src/engine/state.cc
  src/engine/trace.cc
  src/engine/unmodelled.cc
  src/engine/value.cc
  src/engine/zone_list.cc
)
