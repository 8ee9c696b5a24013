#include "store/defined_terms.h"

#include <algorithm>
#include <cctype>

#include "store/text_words.h"
#include "util/strings.h"

namespace arbiter::store {
namespace {

constexpr size_t kMaxTermWords = 4;
constexpr size_t kMaxSubjectWords = 3;

// A piece of text between spaces (a view into the text being read).
struct Piece {
  std::string_view text;
  bool sentence_start = false;  // first piece of the text or after ". ", "! ", "? ", ": "
};

// std::isspace in the C locale, without the call.
bool IsSpace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

std::vector<Piece> Pieces(std::string_view text) {
  std::vector<Piece> out;
  bool start = true;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && IsSpace(text[i])) ++i;
    size_t j = i;
    while (j < text.size() && !IsSpace(text[j])) ++j;
    if (j > i) {
      Piece p{text.substr(i, j - i), start};
      const char last = p.text.back();
      start = last == '.' || last == '!' || last == '?' || last == ':';
      out.push_back(p);
    }
    i = j;
  }
  return out;
}

// The piece without surrounding brackets and punctuation; quotes are reported, not kept.
std::string_view Bare(std::string_view t, bool* open_quote = nullptr, bool* close_quote = nullptr) {
  static constexpr std::string_view kOpen[] = {"“", "\"", "‘", "("};
  static constexpr std::string_view kClose[] = {"”", "\"", "’", ")", ",", ".", ";", ":", "!", "?"};
  // Most pieces are plain words: no opening mark begins with any other byte than these, and no
  // closing mark ends with any other byte than those below.
  const auto opens = [](char c) { return c == '\xE2' || c == '"' || c == '('; };
  const auto closes = [](char c) {
    return c == '\x9D' || c == '\x99' || c == '"' || c == ')' || c == ',' || c == '.' || c == ';' ||
           c == ':' || c == '!' || c == '?';
  };
  if (t.empty() || (!opens(t.front()) && !closes(t.back()))) return t;
  bool changed = true;
  while (changed && !t.empty()) {
    changed = false;
    for (const auto& o : kOpen) {
      if (t.starts_with(o)) {
        if (open_quote && o != "(") *open_quote = true;
        t.remove_prefix(o.size());
        changed = true;
      }
    }
  }
  changed = true;
  while (changed && !t.empty()) {
    changed = false;
    for (const auto& c : kClose) {
      if (t.ends_with(c)) {
        if (close_quote && (c == "”" || c == "\"" || c == "’")) *close_quote = true;
        t.remove_suffix(c.size());
        changed = true;
      }
    }
  }
  return t;
}

// Whether `w` is `lower` (lower-case ASCII) in any case.
bool Is(std::string_view w, std::string_view lower) {
  if (w.size() != lower.size()) return false;
  for (size_t i = 0; i < w.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(w[i])) != lower[i]) return false;
  }
  return true;
}

bool Capitalised(std::string_view w) {
  return !w.empty() && std::isupper(static_cast<unsigned char>(w[0]));
}

bool IsWordy(std::string_view w) {
  return !w.empty() && std::all_of(w.begin(), w.end(), [](char c) {
    return std::isalpha(static_cast<unsigned char>(c)) || c == '-' || c == '\'';
  });
}

bool IsArticle(std::string_view w) { return Is(w, "the") || Is(w, "a") || Is(w, "an"); }

void AddTerm(std::vector<std::string>* out, const std::string& term) {
  if (term.empty() || Words(term).empty()) return;
  if (std::find(out->begin(), out->end(), term) == out->end()) out->push_back(term);
}

std::string JoinWords(const std::vector<std::string_view>& words) {
  std::string term;
  for (const auto& w : words) {
    if (!term.empty()) term += ' ';
    term += w;
  }
  return term;
}

// The term after "called [the]" at pieces[i...]: a quoted phrase or capitalised words.
void TermAfter(const std::vector<Piece>& pieces, size_t i, std::vector<std::string>* out) {
  if (i < pieces.size() && IsArticle(Bare(pieces[i].text))) ++i;
  if (i >= pieces.size()) return;
  bool open = false;
  Bare(pieces[i].text, &open);
  std::vector<std::string_view> words;
  for (size_t k = i; k < pieces.size() && words.size() < kMaxTermWords; ++k) {
    bool close = false;
    const std::string_view w = Bare(pieces[k].text, nullptr, &close);
    if (!IsWordy(w) || (!open && !Capitalised(w))) break;
    words.push_back(w);
    const char last = pieces[k].text.back();
    if (close || (!open && (last == ',' || last == ')' || last == '.' || last == ';'))) break;
  }
  if (!words.empty()) AddTerm(out, JoinWords(words));
}

}  // namespace

std::vector<std::string> DefinedTerms(std::string_view text) {
  std::vector<std::string> out;
  const std::vector<Piece> pieces = Pieces(text);
  for (size_t i = 0; i < pieces.size(); ++i) {
    // Bare strips no letter from the front: a piece whose first letter cannot begin "called",
    // "termed", "known" or "referred" is none of them, and matters only at a sentence's start.
    if (!pieces[i].sentence_start) {
      const std::string_view t = pieces[i].text;
      size_t at = 0;
      while (at < t.size() && !IsAsciiAlpha(t[at])) ++at;
      const char first = at < t.size() ? static_cast<char>(t[at] | 0x20) : '\0';
      if (first != 'c' && first != 't' && first != 'k' && first != 'r') continue;
    }
    const std::string_view w = Bare(pieces[i].text);
    if (Is(w, "called") || Is(w, "termed")) TermAfter(pieces, i + 1, &out);
    if ((Is(w, "known") || Is(w, "referred")) && i + 1 < pieces.size()) {
      const std::string_view next = Bare(pieces[i + 1].text);
      if (Is(w, "known") && Is(next, "as")) TermAfter(pieces, i + 2, &out);
      if (Is(w, "referred") && Is(next, "to") && i + 2 < pieces.size() &&
          Is(Bare(pieces[i + 2].text), "as")) {
        TermAfter(pieces, i + 3, &out);
      }
    }
    if (!pieces[i].sentence_start) continue;
    // "[The] X is the ...", "“X” means ...".
    size_t k = i;
    if (IsArticle(Bare(pieces[k].text)) &&
        pieces[k].text.find_first_of("“\"") == std::string_view::npos) {
      ++k;
    }
    bool open = false;
    if (k < pieces.size()) Bare(pieces[k].text, &open);
    std::vector<std::string_view> words;
    bool ended = false;  // the subject's last word ends a clause or a quote
    for (; k < pieces.size() && words.size() < (open ? kMaxTermWords : kMaxSubjectWords); ++k) {
      bool close = false;
      const std::string_view word = Bare(pieces[k].text, nullptr, &close);
      if (!IsWordy(word) || Is(word, "is") || Is(word, "are") || Is(word, "means")) break;
      if (!open && IsStopWord(ToLowerAscii(word))) break;
      words.push_back(word);
      if (close || pieces[k].text.back() == ',' || pieces[k].text.back() == '.') {
        ended = true;
        ++k;
        break;
      }
    }
    if (words.empty() || k + 1 >= pieces.size() || (ended && !open)) continue;
    const std::string_view verb = Bare(pieces[k].text);
    const std::string_view next = Bare(pieces[k + 1].text);
    const bool is_are = Is(verb, "is") || Is(verb, "are");
    const bool defines = (is_are && (Is(next, "the") || Is(next, "a") || Is(next, "an"))) ||
                         (open && (is_are || Is(verb, "means")));
    if (!defines) continue;
    AddTerm(&out, JoinWords(words));
  }
  return out;
}

}  // namespace arbiter::store
