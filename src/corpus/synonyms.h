// Curated synonyms for search: rules-db/<game>/synonyms.txt maps the words players use to the
// words the game's rules use, one line each:
//   # a comment
//   killed, dies, died = leaves play | trash
// Left of '=': what a player types, comma-separated (a word or a phrase). Right: what the rules
// say, '|'-separated phrases; the build keeps only those found in the game's rules text and
// reports the others.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "util/status.h"

namespace arbiter::corpus {

struct Synonym {
  std::string phrase;  // as a player says it
  std::string target;  // as the rules say it
  int line = 0;        // line in the file
};

// Parses a synonyms file's text: one Synonym per (left phrase, right phrase) pair, in file order.
// Corruption "<file>:<line>:<col>: <what>" for a line without '=' or with an empty side.
Result<std::vector<Synonym>> ParseSynonyms(std::string_view text, const std::string& file);

// The file that holds `game`'s synonyms, relative to the rules-db folder: "<game>/synonyms.txt".
std::string SynonymsFile(std::string_view game);

// <rules_db_dir>/<game>/synonyms.txt parsed; an empty list when the file does not exist.
Result<std::vector<Synonym>> LoadSynonyms(const std::string& rules_db_dir, std::string_view game);

}  // namespace arbiter::corpus
