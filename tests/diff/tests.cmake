target_sources(arbiter_tests PRIVATE
  tests/diff/analogues_test.cc
  tests/diff/cli_test.cc
  tests/diff/lineage_test.cc
  tests/diff/matcher_test.cc
  tests/diff/real_documents_test.cc
  tests/diff/repin_test.cc
  tests/diff/resolve_pair_test.cc
  tests/diff/word_diff_test.cc
)
