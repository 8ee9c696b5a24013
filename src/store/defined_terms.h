// The terms a rule's text defines, read from how rules texts word a definition: "(called the
// Activation Criteria)", "known as the Top-Most Card", "The copiable values are the values ...",
// "“Blocked creature” means ...". The build indexes a rule under the terms it defines as under its
// title, so a question that is a term finds the rule that says what it is.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace arbiter::store {

// The terms `text` defines, as written (quotes and a leading article dropped), in order, each
// once. A term is one to four words. Patterns:
//   "called|known as|referred to as|termed [the|a|an] X": X quoted, or the run of capitalised
//     words that follows;
//   at a sentence's start, "[The|A|An] X is|are the|a|an ..." with X of one to three words none of
//     which is a stop word, and "“X” is|are|means ...".
std::vector<std::string> DefinedTerms(std::string_view text);

}  // namespace arbiter::store
