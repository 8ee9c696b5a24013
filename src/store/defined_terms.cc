#include "store/defined_terms.h"

#include <algorithm>
#include <cctype>

#include "store/text_words.h"
#include "util/strings.h"

namespace arbiter::store {
namespace {

constexpr size_t kMaxTermWords = 4;
constexpr size_t kMaxSubjectWords = 3;

// A piece of text between spaces, with where it starts and ends.
struct Piece {
  std::string text;
  bool sentence_start = false;  // first piece of the text or after ". ", "! ", "? ", ": "
};

std::vector<Piece> Pieces(std::string_view text) {
  std::vector<Piece> out;
  bool start = true;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    size_t j = i;
    while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j]))) ++j;
    if (j > i) {
      Piece p{std::string(text.substr(i, j - i)), start};
      const char last = p.text.back();
      start = last == '.' || last == '!' || last == '?' || last == ':';
      out.push_back(std::move(p));
    }
    i = j;
  }
  return out;
}

// The piece without surrounding brackets and punctuation; quotes are reported, not kept.
std::string Bare(const std::string& s, bool* open_quote = nullptr, bool* close_quote = nullptr) {
  static const std::string kOpen[] = {"“", "\"", "‘", "("};
  static const std::string kClose[] = {"”", "\"", "’", ")", ",", ".", ";", ":", "!", "?"};
  std::string t = s;
  bool changed = true;
  while (changed && !t.empty()) {
    changed = false;
    for (const auto& o : kOpen) {
      if (t.compare(0, o.size(), o) == 0) {
        if (open_quote && o != "(") *open_quote = true;
        t.erase(0, o.size());
        changed = true;
      }
    }
  }
  changed = true;
  while (changed && !t.empty()) {
    changed = false;
    for (const auto& c : kClose) {
      if (t.size() >= c.size() && t.compare(t.size() - c.size(), c.size(), c) == 0) {
        if (close_quote && (c == "”" || c == "\"" || c == "’")) *close_quote = true;
        t.erase(t.size() - c.size());
        changed = true;
      }
    }
  }
  return t;
}

bool Capitalised(const std::string& w) {
  return !w.empty() && std::isupper(static_cast<unsigned char>(w[0]));
}

bool IsWordy(const std::string& w) {
  return !w.empty() && std::all_of(w.begin(), w.end(), [](char c) {
    return std::isalpha(static_cast<unsigned char>(c)) || c == '-' || c == '\'';
  });
}

bool IsArticle(const std::string& w) {
  const std::string l = ToLowerAscii(w);
  return l == "the" || l == "a" || l == "an";
}

void AddTerm(std::vector<std::string>* out, const std::string& term) {
  if (term.empty() || Words(term).empty()) return;
  if (std::find(out->begin(), out->end(), term) == out->end()) out->push_back(term);
}

// The term after "called [the]" at pieces[i...]: a quoted phrase or capitalised words.
void TermAfter(const std::vector<Piece>& pieces, size_t i, std::vector<std::string>* out) {
  if (i < pieces.size() && IsArticle(Bare(pieces[i].text))) ++i;
  if (i >= pieces.size()) return;
  bool open = false;
  Bare(pieces[i].text, &open);
  std::vector<std::string> words;
  for (size_t k = i; k < pieces.size() && words.size() < kMaxTermWords; ++k) {
    bool close = false;
    const std::string w = Bare(pieces[k].text, nullptr, &close);
    if (!IsWordy(w) || (!open && !Capitalised(w))) break;
    words.push_back(w);
    const char last = pieces[k].text.back();
    if (close || (!open && (last == ',' || last == ')' || last == '.' || last == ';'))) break;
  }
  if (!words.empty()) {
    std::string term;
    for (const auto& w : words) term += (term.empty() ? "" : " ") + w;
    AddTerm(out, term);
  }
}

}  // namespace

std::vector<std::string> DefinedTerms(std::string_view text) {
  std::vector<std::string> out;
  const std::vector<Piece> pieces = Pieces(text);
  for (size_t i = 0; i < pieces.size(); ++i) {
    const std::string w = ToLowerAscii(Bare(pieces[i].text));
    if (w == "called" || w == "termed") TermAfter(pieces, i + 1, &out);
    if ((w == "known" || w == "referred") && i + 1 < pieces.size()) {
      const std::string next = ToLowerAscii(Bare(pieces[i + 1].text));
      if (w == "known" && next == "as") TermAfter(pieces, i + 2, &out);
      if (w == "referred" && next == "to" && i + 2 < pieces.size() &&
          ToLowerAscii(Bare(pieces[i + 2].text)) == "as") {
        TermAfter(pieces, i + 3, &out);
      }
    }
    if (!pieces[i].sentence_start) continue;
    // "[The] X is the ...", "“X” means ...".
    size_t k = i;
    if (IsArticle(Bare(pieces[k].text)) &&
        pieces[k].text.find_first_of("“\"") == std::string::npos) {
      ++k;
    }
    bool open = false;
    if (k < pieces.size()) Bare(pieces[k].text, &open);
    std::vector<std::string> words;
    bool ended = false;  // the subject's last word ends a clause or a quote
    for (; k < pieces.size() && words.size() < (open ? kMaxTermWords : kMaxSubjectWords); ++k) {
      bool close = false;
      const std::string word = Bare(pieces[k].text, nullptr, &close);
      const std::string lower = ToLowerAscii(word);
      if (!IsWordy(word) || lower == "is" || lower == "are" || lower == "means") break;
      if (!open && IsStopWord(lower)) break;
      words.push_back(word);
      if (close || pieces[k].text.back() == ',' || pieces[k].text.back() == '.') {
        ended = true;
        ++k;
        break;
      }
    }
    if (words.empty() || k + 1 >= pieces.size() || (ended && !open)) continue;
    const std::string verb = ToLowerAscii(Bare(pieces[k].text));
    const std::string next = ToLowerAscii(Bare(pieces[k + 1].text));
    const bool defines =
        ((verb == "is" || verb == "are") && (next == "the" || next == "a" || next == "an")) ||
        (open && (verb == "is" || verb == "are" || verb == "means"));
    if (!defines) continue;
    std::string term;
    for (const auto& x : words) term += (term.empty() ? "" : " ") + x;
    AddTerm(&out, term);
  }
  return out;
}

}  // namespace arbiter::store
