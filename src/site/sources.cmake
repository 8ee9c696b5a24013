target_sources(${ARBITER_LAYER} PRIVATE
  src/site/doc_pages.cc
  src/site/export.cc
  src/site/field_svg.cc
  src/site/html.cc
  src/site/packet.cc
  src/site/scenario_pages.cc
  src/site/site_map.cc
  src/site/version_pages.cc)
