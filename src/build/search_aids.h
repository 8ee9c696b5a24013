// What search knows besides the texts, written beside them by the database build: each game's
// curated synonyms (rules-db/<game>/synonyms.txt, corpus/synonyms.h), each checked against the
// game's rules text, and each game's cards (the card files its module names, read through the
// scenario layer's card catalog) with their keywords and text.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "corpus/model.h"
#include "corpus/synonyms.h"
#include "util/status.h"

namespace arbiter::store {
class Writer;
}

namespace arbiter::build {

// Each game's synonyms and which of their rules phrases are in none of the game's rules (titles,
// texts and glossary terms of every document but secondary copies). Read from the imported
// documents alone, so that the build checks them on another thread while it writes the corpus.
struct CheckedSynonyms {
  std::vector<std::string> games;                                // in document order
  std::map<std::string, std::vector<corpus::Synonym>> synonyms;  // by game
  std::map<std::string, std::set<std::string>> absent;           // by game
  // By game, the keyword abilities its rules define (corpus/card_keywords.h), for the cards of a
  // game whose card data names no keywords.
  std::map<std::string, std::vector<std::string>> keyword_names;
};
// Fails on a malformed synonyms file.
Result<CheckedSynonyms> CheckSynonyms(const std::string& rules_db_dir,
                                      const std::vector<corpus::ImportedDocument>& documents);

// Writes the checked synonyms and the cards of every game of `synonyms` through `writer`. A
// synonym whose rules phrase is absent is left out and reported as a warning anomaly
// ("synonym-not-in-rules", at its file and line); *anomalies counts those. Fails on an unreadable
// card file.
Status WriteSearchAids(const std::string& rules_db_dir, const CheckedSynonyms& synonyms,
                       store::Writer* writer, int* anomalies);

// Reads the card files of every game `rules_db_dir` holds them for into the scenario layer's card
// catalog (compiling each card's text), so that WriteSearchAids finds them read. Meant to run on
// another thread while the documents are imported; errors are left for WriteSearchAids to report.
void ReadCardCatalogs(const std::string& rules_db_dir);

// The phrases of `targets` that `rules_text` lacks, compared word by word on crude stems
// (store/text_words.h), so "leaves play" is found in "When a unit leaves play, ...".
std::vector<std::string> MissingTargets(const std::vector<std::string>& targets,
                                        const std::string& rules_text);

}  // namespace arbiter::build
