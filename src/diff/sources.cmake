target_sources(arbiter_core PRIVATE
  src/diff/matcher.cc
  src/diff/similarity.cc
  src/diff/word_diff.cc
)
