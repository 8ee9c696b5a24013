target_sources(arbiter_tests PRIVATE
  tests/store/defined_terms_test.cc
  tests/store/fixture.cc
  tests/store/fts_query_test.cc
  tests/store/sqlite_memory_test.cc
  tests/store/sqlite_test.cc
  tests/store/store_test.cc
  tests/store/text_words_test.cc
  tests/store/search_corpus_test.cc
  tests/store/snippet_test.cc
  tests/store/row_facts_test.cc
  tests/store/word_counts_test.cc
  tests/store/term_rows_test.cc
)
target_sources(arbiter_tests PRIVATE
  tests/corpus/manifest_test.cc
)
