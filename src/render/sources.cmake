target_sources(arbiter_core PRIVATE
  src/render/rule_text.cc
  src/render/trace_render.cc
)
