target_sources(arbiter_core PRIVATE
  src/render/rule_text.cc
  src/render/trace_render.cc
)
target_sources(arbiter_core PRIVATE
  src/render/lookup_json.cc
  src/render/lookup_text.cc
)
