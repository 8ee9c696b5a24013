// Word-level diff of two rule texts: which words were kept, removed and added, so a reader sees
// "[-in play-]{+on the battlefield+}" instead of two whole paragraphs.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace arbiter::diff {

// One run of words in the diff. `text` holds the words with the spacing of the text they come from
// (the old text for kRemoved, the new text for kSame and kAdded); runs never hold an empty text.
struct WordRun {
  enum class Kind { kSame, kRemoved, kAdded };
  Kind kind = Kind::kSame;
  std::string text;
  bool space_before = false;  // the run's first word had whitespace before it in its source
};

// Splits text into tokens for diffing: words (letters/digits, with inner apostrophes, hyphens and
// dots such as "701.3a", "can't", "+1/+1" parts), and single punctuation marks (a UTF-8 sequence
// counts as one mark). Whitespace is not a token.
std::vector<std::string> DiffTokens(std::string_view text);
// The same tokens as views into `text`.
std::vector<std::string_view> DiffTokenViews(std::string_view text);

// The diff from `before` to `after`, as alternating runs (removed runs come before the added run
// that replaces them). Equal texts give one kSame run (or none when both are empty). Works on any
// length: the common prefix and suffix are trimmed first; a middle larger than 4M token pairs is
// reported as one removed run and one added run rather than searched.
std::vector<WordRun> WordDiff(std::string_view before, std::string_view after);

// The diff as plain text in git's --word-diff=plain style: "[-removed-]{+added+}". With `color`,
// removed words are red and added words green (ANSI) instead of the brackets.
std::string RenderWordDiff(const std::vector<WordRun>& runs, bool color = false);

// True when the texts differ and every removed or added token is a rule number ("702.71",
// "601.2f-h", "614"): the rule only follows a renumbering elsewhere.
bool OnlyRuleNumbersChanged(const std::vector<WordRun>& runs);

// Number of changed (removed + added) tokens.
int ChangedTokenCount(const std::vector<WordRun>& runs);

// The text with the artefacts of PDF extraction folded, so that two transcriptions of the same
// words compare equal: the ligatures U+FB00-U+FB06 spelled out ("ﬁ" -> "fi"), whitespace before
// , . ; : ! ? ) ] and ’ dropped ("Domain , and" -> "Domain, and"; "Card ’s" -> "Card’s"), runs
// of spaces collapsed. Line breaks are kept.
std::string FoldExtraction(std::string_view text);

}  // namespace arbiter::diff
