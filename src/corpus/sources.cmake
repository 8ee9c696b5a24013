target_sources(arbiter_core PRIVATE
  src/corpus/importers.cc
  src/corpus/rule_id.cc
)
target_sources(arbiter_core PRIVATE
  src/corpus/import_prose_headings.cc
)
target_sources(arbiter_core PRIVATE
  src/corpus/import_mtg_bullets.cc
  src/corpus/import_mtg_card_rulings.cc
  src/corpus/import_mtg_common.cc
  src/corpus/import_mtg_cr.cc
  src/corpus/import_mtg_rulings2008.cc
  src/corpus/refs.cc
)
target_sources(arbiter_core PRIVATE
  src/corpus/cross_check.cc
  src/corpus/import_riftbound_pdftotext.cc
  src/corpus/import_riftbound_seeds.cc
  src/corpus/import_riftbound_stacked.cc
  src/corpus/import_riftbound_text.cc
)
target_sources(arbiter_core PRIVATE
  src/corpus/build_database.cc
  src/corpus/manifest.cc
  src/corpus/scenario_index.cc
)
