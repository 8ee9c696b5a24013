// The corpus model: documents, rules, glossary entries, rulings and import anomalies, as plain
// data. Importers fill an ImportedDocument from one source file; the store writes it to SQLite.
#pragma once

#include <string>
#include <vector>

namespace arbiter::corpus {

// One version of one rules text.
struct Document {
  std::string key;         // unique: "riftbound@1.2", "mtg@2026-08-07", "dimrift@effects"
  std::string game;        // citation namespace: "riftbound", "mtg", "mtg-rulings-2008", "dimrift"
  std::string title;       // "Riftbound Core Rules"
  std::string version;     // "1.2", "2026-08-07"
  std::string effective;   // ISO date the text took effect, "" when unknown
  std::string format;      // the importer that reads it, e.g. "mtg-cr", "riftbound-pdftotext"
  std::string source;      // source file, relative to rules-db/
  std::string provenance;  // where the text came from
  std::string role = "primary";  // "primary" or "secondary" (a check on a primary document)
  std::string checks;   // for a secondary document: the key of the primary it must agree with
  std::string printed;  // ISO date printed on the document ("Last Updated"), "" when unknown
  // "core rules", "tournament rules", "penalties", "faq", "errata", "rulings", "cards"; "" when
  // the manifest does not say (corpus/windows.h KindOf derives one).
  std::string kind;
  // When the release that replaced this one is not in the corpus: the ISO date it stopped being
  // in force and what replaced it, in words ("CR 2025-04-04 (not held)"). "" otherwise: the next
  // release of the game held here ends the window.
  std::string until;
  std::string replaced_by;
};

// One numbered rule (or section heading) of a document.
struct Rule {
  std::string
      id;  // canonical id in the document's style: "718.5.a", "607.2a", "targeting.arrows.2"
  std::string
      title;  // heading text for sections and titled rules ("Attachment", "Linked Abilities")
  std::string text;  // the rule's own text, without its examples
  std::vector<std::string>
      examples;         // "Example:" paragraphs, in order, without the "Example:" label
  std::string parent;   // canonical id of the parent by number ("" for top level)
  std::string section;  // id of the heading it falls under by position, when that is not its parent
  std::string source;   // for rulings-style documents: the cited source ("CompRules"), else ""
  std::string date;     // for rulings-style documents: ISO date of that source, else ""
  int line = 0;         // 1-based line in the source file where the rule starts
};

// A term and its definition (MTG Glossary; Riftbound keyword/term rules; Dimensional Rift
// headings).
struct GlossaryEntry {
  std::string term;
  std::string definition;
  std::string rule_id;  // the rule that defines it, when there is one ("" otherwise)
  int line = 0;
};

// An official ruling: text, where it comes from and when, and what it is about.
struct Ruling {
  std::string id;    // stable within its document: "501.5.Ruling.1", "oblivion-ring.3"
  std::string card;  // the card it is about, "" for a rules ruling
  std::string text;
  std::string source;              // "D'Angelo", "Wizards of the Coast", "CompRules"
  std::string date;                // ISO date
  std::vector<std::string> cites;  // canonical rule ids in this document's game that it cites
  std::string cites_game;          // the game whose rules `cites` names, "" for the document's
  int line = 0;
  // The source says it stands only until the next release of the game's rules is published (an
  // official FAQ of one release); the build marks it superseded by that release.
  bool until_next_release = false;
};

// Something the importer could not place, or a fact a reader must see (a duplicate id, a stacked
// number it resolved by a recorded decision).
struct Anomaly {
  std::string file;  // source file relative to rules-db/
  int line = 0;
  std::string code;  // "duplicate-id", "missing-parent", "stacked-numbers", "unparsed-line", ...
  std::string message;
};

// What one importer produces from one source file.
struct ImportedDocument {
  Document doc;
  // The file the text was read from, as opened (doc.source is relative to rules-db/): an importer
  // that reads a companion file (the Dimensional Rift outline) finds it beside this one. Empty
  // when the text came from elsewhere.
  std::string path;
  std::vector<Rule> rules;  // in document order
  std::vector<GlossaryEntry> glossary;
  std::vector<Ruling> rulings;
  std::vector<Anomaly> anomalies;
};

}  // namespace arbiter::corpus
