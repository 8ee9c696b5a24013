target_sources(${ARBITER_LAYER} PRIVATE
  src/serve/http_server.cc
)
