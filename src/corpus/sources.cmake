target_sources(arbiter_core PRIVATE
  src/corpus/rule_id.cc
)
