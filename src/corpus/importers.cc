#include "corpus/importers.h"

#include "corpus/import_mtg_bullets.h"
#include "corpus/import_mtg_card_rulings.h"
#include "corpus/import_mtg_cr.h"
#include "corpus/import_mtg_rulings2008.h"
#include "corpus/import_mtg_tournament.h"
#include "corpus/import_prose_headings.h"
#include "corpus/import_riftbound_lines.h"
#include "corpus/import_riftbound_pages.h"
#include "corpus/import_riftbound_pdftotext.h"
#include "corpus/import_riftbound_seeds.h"

namespace arbiter::corpus {

// Rows are added by each importer's file (declared in its header).
const std::vector<ImporterRow>& Importers() {
  static const std::vector<ImporterRow> kImporters = {
      {"prose-headings",
       "prose page with headings and no numbers (Dimensional Rift), ids from the heading path",
       ImportProseHeadings},
      {"mtg-cr", "Magic: The Gathering Comprehensive Rules, official plain-text release",
       ImportMtgCr},
      {"mtg-bullets", "Comprehensive Rules copied as bullets ('\u2022 607.2a text'), seed 003",
       ImportMtgBullets},
      {"mtg-rulings-2008", "2008 rulings summary ('- 501.2a - text [Source yyyy/mm/dd]'), seed 004",
       ImportMtgRulings2008},
      {"mtg-card-rulings",
       "card rulings in Scryfall's JSON shape (oracle_id, published_at, comment)",
       ImportMtgCardRulings},
      {"mtg-tournament-pdf",
       "Magic Tournament Rules and Infraction Procedure Guide, PDF text extraction (page numbers, "
       "dot leaders)",
       ImportMtgTournamentPdf},
      {"riftbound-pdftotext",
       "Riftbound Core Rules as pdftotext output (numbers on their own lines, stacked runs)",
       ImportRiftboundPdftotext},
      {"riftbound-weblist",
       "Riftbound rules web list ('- 717.' line, then '- text' line), seed 000",
       ImportRiftboundWeblist},
      {"riftbound-lines",
       "Riftbound rules one per line ('NNN.N.a. text', wrapped or not): Core Rules v1.1/v1.3/v1.4, "
       "Tournament Rules",
       ImportRiftboundLines},
      {"riftbound-rules-pages",
       "Riot's Riftbound rules pages as one Markdown file: the FAQ's clarifications and questions, "
       "card errata (dated rulings)",
       ImportRiftboundPages},
      {"riftbound-card-errata", "Riftbound card errata JSON ({card: [{oldText, newText}]})",
       ImportRiftboundCardErrata},
      {"riftbound-outline",
       "Riftbound rules outline ('NNN. text', 'N subsections' lines), seed 001",
       ImportRiftboundOutline},
  };
  return kImporters;
}

const ImporterRow* FindImporter(std::string_view format) {
  for (const auto& row : Importers()) {
    if (format == row.format) return &row;
  }
  return nullptr;
}

}  // namespace arbiter::corpus
