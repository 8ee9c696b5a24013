target_sources(arbiter_tests PRIVATE
  tests/corpus/rule_id_test.cc
)
target_sources(arbiter_tests PRIVATE
  tests/corpus/import_prose_headings_test.cc
)
target_sources(arbiter_tests PRIVATE
  tests/corpus/import_mtg_cr_test.cc
  tests/corpus/import_mtg_seeds_test.cc
  tests/corpus/import_mtg_card_rulings_test.cc
  tests/corpus/refs_test.cc
)
target_sources(arbiter_tests PRIVATE
  tests/corpus/cross_check_test.cc
  tests/corpus/import_riftbound_test.cc
  tests/corpus/import_riftbound_lines_test.cc
  tests/corpus/import_riftbound_pages_test.cc
  tests/corpus/import_mtg_tournament_test.cc
  tests/corpus/windows_test.cc
  tests/corpus/synonyms_test.cc
  tests/corpus/card_keywords_test.cc
)
