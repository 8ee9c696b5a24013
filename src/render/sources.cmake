target_sources(${ARBITER_LAYER} PRIVATE
  src/render/json_writer.cc
  src/render/lookup_json.cc
  src/render/lookup_text.cc
  src/render/rule_text.cc
  src/render/docs_render.cc
  src/render/trace_render.cc
)
