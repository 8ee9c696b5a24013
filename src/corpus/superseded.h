// Rulings a later release changed, as curated data: rules-db/<game>/rulings-superseded.tsv lists
// the rulings whose outcome today's rules no longer give, with the rules that replaced them. The
// file is tab-separated text, '#' starts a comment line:
//   <ruling document key> <TAB> <ruling id> <TAB> <citations, space-separated> <TAB>
//   <since: ISO date, or "-" when not known> <TAB> <why>
//   mtg-rulings-2008@2008-03-17  501.10.Ruling.2  mtg:202.3d mtg:709.4b  -  A split card ...
// The build checks that the ruling and every citation exist and records the status.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "util/status.h"

namespace arbiter::corpus {

struct Supersession {
  std::string doc;              // the ruling's document key
  std::string id;               // the ruling's id
  std::vector<std::string> by;  // citations of the rules that replaced it ("mtg:202.3d")
  std::string since;            // ISO date, "" when not known
  std::string why;
  std::string file;  // relative to rules-db/
  int line = 0;
};

// Parses one file; Corruption "<file>:<line>: <what>" on a line that is not five fields, an empty
// citation list or reason, or a `since` that is neither "-" nor a date.
Result<std::vector<Supersession>> ParseSupersessions(std::string_view text,
                                                     const std::string& file);

// Every rules-db/*/rulings-superseded.tsv (none is fine), in folder order.
Result<std::vector<Supersession>> LoadSupersessions(const std::string& rules_db_dir);

}  // namespace arbiter::corpus
