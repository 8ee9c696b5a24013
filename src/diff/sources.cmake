target_sources(${ARBITER_LAYER} PRIVATE
  src/diff/compare.cc
  src/diff/history.cc
  src/diff/lineage.cc
  src/diff/matcher.cc
  src/diff/overrides.cc
  src/diff/repin.cc
  src/diff/report.cc
  src/diff/ruling_map.cc
  src/diff/similarity.cc
  src/diff/word_diff.cc
)
