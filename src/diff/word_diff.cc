#include "diff/word_diff.h"

#include <algorithm>
#include <cctype>
#include <unordered_map>

#include "util/strings.h"

namespace arbiter::diff {
namespace {

struct Token {
  size_t begin = 0;
  size_t end = 0;
  bool space_before = false;
};

bool IsAsciiAlnum(unsigned char c) { return std::isalnum(c) != 0; }

// Length of the UTF-8 sequence starting with byte c (1 for ASCII and stray bytes).
size_t Utf8Length(unsigned char c) {
  if (c >= 0xF0) return 4;
  if (c >= 0xE0) return 3;
  if (c >= 0xC0) return 2;
  return 1;
}

// Typographic punctuation: the General Punctuation block (U+2000-U+206F: quotes, dashes, ...)
// and the Latin-1 punctuation marks. Other non-ASCII characters are letters (Lim-Dûl).
bool IsUnicodePunct(std::string_view s, size_t i) {
  const auto c0 = static_cast<unsigned char>(s[i]);
  if (c0 == 0xE2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x80) return true;
  if (c0 == 0xC2) return true;  // « » · § and friends
  return false;
}

bool IsWordByte(std::string_view s, size_t i) {
  const auto c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) return IsAsciiAlnum(c);
  return !IsUnicodePunct(s, i);
}

// A joiner ('.', '\'', '-', ’, –) stays inside a word when word characters follow it; a dot only
// between a digit and an alphanumeric ("701.3a", "2.5"), so a sentence's final dot is its own
// token.
size_t JoinerLength(std::string_view s, size_t i, size_t word_begin) {
  const auto c = static_cast<unsigned char>(s[i]);
  size_t len = 0;
  if (c == '\'' || c == '-') {
    len = 1;
  } else if (c == '.') {
    if (i == word_begin || !std::isdigit(static_cast<unsigned char>(s[i - 1]))) return 0;
    len = 1;
  } else if (c == 0xE2 && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x80 &&
             (static_cast<unsigned char>(s[i + 2]) == 0x99 ||   // ’
              static_cast<unsigned char>(s[i + 2]) == 0x93)) {  // –
    len = 3;
  } else {
    return 0;
  }
  if (i + len >= s.size() || !IsWordByte(s, i + len)) return 0;
  return len;
}

std::vector<Token> Tokenize(std::string_view s) {
  std::vector<Token> out;
  size_t i = 0;
  bool space = false;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (std::isspace(c)) {
      space = true;
      ++i;
      continue;
    }
    Token t;
    t.begin = i;
    t.space_before = space && !out.empty();
    space = false;
    if (IsWordByte(s, i)) {
      while (i < s.size()) {
        if (IsWordByte(s, i)) {
          i += Utf8Length(static_cast<unsigned char>(s[i]));
        } else if (size_t j = JoinerLength(s, i, t.begin); j > 0) {
          i += j;
        } else {
          break;
        }
      }
    } else {
      i += Utf8Length(c);
    }
    t.end = std::min(i, s.size());
    out.push_back(t);
  }
  return out;
}

bool IsRuleNumber(std::string_view tok) {
  if (tok.empty() || !std::isdigit(static_cast<unsigned char>(tok[0]))) return false;
  // Digits with dots, optional letters, optionally a range tail ("601.2f–h", "702.71").
  bool has_digit = false;
  for (unsigned char c : tok) {
    if (std::isdigit(c)) has_digit = true;
    if (!(std::isalnum(c) || c == '.' || c == '-' || c >= 0x80)) return false;
  }
  return has_digit;
}

}  // namespace

std::vector<std::string> DiffTokens(std::string_view text) {
  std::vector<std::string> out;
  for (const Token& t : Tokenize(text)) out.emplace_back(text.substr(t.begin, t.end - t.begin));
  return out;
}

std::vector<std::string_view> DiffTokenViews(std::string_view text) {
  std::vector<std::string_view> out;
  for (const Token& t : Tokenize(text)) out.push_back(text.substr(t.begin, t.end - t.begin));
  return out;
}

std::vector<WordRun> WordDiff(std::string_view before, std::string_view after) {
  const std::vector<Token> ta = Tokenize(before);
  const std::vector<Token> tb = Tokenize(after);
  // Intern tokens so the search compares integers.
  std::unordered_map<std::string_view, int> ids;
  auto intern = [&](std::string_view s, const std::vector<Token>& toks) {
    std::vector<int> v;
    v.reserve(toks.size());
    for (const Token& t : toks) {
      auto [it, inserted] = ids.emplace(s.substr(t.begin, t.end - t.begin), int(ids.size()));
      v.push_back(it->second);
    }
    return v;
  };
  const std::vector<int> a = intern(before, ta);
  const std::vector<int> b = intern(after, tb);

  // ops: one per token, in output order.
  std::vector<std::pair<WordRun::Kind, size_t>> ops;  // (kind, token index in its own text)
  size_t pre = 0;
  while (pre < a.size() && pre < b.size() && a[pre] == b[pre]) ++pre;
  size_t suf = 0;
  while (suf < a.size() - pre && suf < b.size() - pre &&
         a[a.size() - 1 - suf] == b[b.size() - 1 - suf]) {
    ++suf;
  }
  for (size_t i = 0; i < pre; ++i) ops.emplace_back(WordRun::Kind::kSame, i);
  const size_t n = a.size() - pre - suf, m = b.size() - pre - suf;
  if (n > 0 && m > 0 && n * m <= 4'000'000) {
    // Longest common subsequence table over the middle, then walk it forwards.
    std::vector<int> lcs((n + 1) * (m + 1), 0);
    auto at = [&](size_t i, size_t j) -> int& { return lcs[i * (m + 1) + j]; };
    for (size_t i = n; i-- > 0;) {
      for (size_t j = m; j-- > 0;) {
        at(i, j) =
            a[pre + i] == b[pre + j] ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
      }
    }
    size_t i = 0, j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && a[pre + i] == b[pre + j]) {
        ops.emplace_back(WordRun::Kind::kSame, pre + j);
        ++i, ++j;
      } else if (j == m || (i < n && at(i + 1, j) >= at(i, j + 1))) {
        ops.emplace_back(WordRun::Kind::kRemoved, pre + i);
        ++i;
      } else {
        ops.emplace_back(WordRun::Kind::kAdded, pre + j);
        ++j;
      }
    }
  } else {
    for (size_t i = 0; i < n; ++i) ops.emplace_back(WordRun::Kind::kRemoved, pre + i);
    for (size_t j = 0; j < m; ++j) ops.emplace_back(WordRun::Kind::kAdded, pre + j);
  }
  for (size_t k = 0; k < suf; ++k) ops.emplace_back(WordRun::Kind::kSame, b.size() - suf + k);

  // Within each changed stretch, put every removed token before every added one, then group runs.
  for (size_t k = 0; k < ops.size();) {
    if (ops[k].first == WordRun::Kind::kSame) {
      ++k;
      continue;
    }
    size_t e = k;
    while (e < ops.size() && ops[e].first != WordRun::Kind::kSame) ++e;
    std::stable_partition(ops.begin() + k, ops.begin() + e,
                          [](const auto& op) { return op.first == WordRun::Kind::kRemoved; });
    k = e;
  }
  std::vector<WordRun> runs;
  for (size_t k = 0; k < ops.size();) {
    const WordRun::Kind kind = ops[k].first;
    const bool old_side = kind == WordRun::Kind::kRemoved;
    const std::string_view src = old_side ? before : after;
    const std::vector<Token>& toks = old_side ? ta : tb;
    size_t e = k;
    while (e < ops.size() && ops[e].first == kind) ++e;
    WordRun run;
    run.kind = kind;
    run.space_before = toks[ops[k].second].space_before;
    // Tokens of one run are consecutive in their source, so the source span keeps the spacing.
    for (size_t x = k; x < e; ++x) {
      const Token& t = toks[ops[x].second];
      if (x > k) {
        if (ops[x].second == ops[x - 1].second + 1) {
          run.text.append(
              src.substr(toks[ops[x - 1].second].end, t.begin - toks[ops[x - 1].second].end));
        } else if (t.space_before) {
          run.text += ' ';
        }
      }
      run.text.append(src.substr(t.begin, t.end - t.begin));
    }
    runs.push_back(std::move(run));
    k = e;
  }
  return runs;
}

std::string RenderWordDiff(const std::vector<WordRun>& runs, bool color) {
  std::string out;
  for (size_t i = 0; i < runs.size(); ++i) {
    const WordRun& r = runs[i];
    if (i > 0 && r.space_before) {
      // After a removed run that is followed by its replacement, no second space.
      const bool replacement =
          r.kind == WordRun::Kind::kAdded && runs[i - 1].kind == WordRun::Kind::kRemoved;
      if (!replacement) out += ' ';
    }
    switch (r.kind) {
      case WordRun::Kind::kSame:
        out += r.text;
        break;
      case WordRun::Kind::kRemoved:
        out += color ? "\x1b[31m" + r.text + "\x1b[0m" : "[-" + r.text + "-]";
        break;
      case WordRun::Kind::kAdded:
        out += color ? "\x1b[32m" + r.text + "\x1b[0m" : "{+" + r.text + "+}";
        break;
    }
  }
  return out;
}

bool OnlyRuleNumbersChanged(const std::vector<WordRun>& runs) {
  bool changed = false;
  for (const WordRun& r : runs) {
    if (r.kind == WordRun::Kind::kSame) continue;
    changed = true;
    for (const std::string& tok : DiffTokens(r.text)) {
      if (!IsRuleNumber(tok)) return false;
    }
  }
  return changed;
}

int ChangedTokenCount(const std::vector<WordRun>& runs) {
  int n = 0;
  for (const WordRun& r : runs) {
    if (r.kind != WordRun::Kind::kSame) n += static_cast<int>(DiffTokens(r.text).size());
  }
  return n;
}

std::string FoldExtraction(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (const std::string_view letters = LigatureLettersAt(text.substr(i)); !letters.empty()) {
      out += letters;
      i += 2;
      continue;
    }
    const char c = text[i];
    if (c == ' ' || c == '\t') {
      // Drop the run when what follows is closing punctuation; else keep one space.
      size_t j = i;
      while (j < text.size() && (text[j] == ' ' || text[j] == '\t')) ++j;
      const bool closing = j < text.size() &&
                           (std::string_view(",.;:!?)]").find(text[j]) != std::string_view::npos ||
                            text.compare(j, 3, "\xE2\x80\x99") == 0);
      if (!closing && j < text.size() && text[j] != '\n' && !out.empty() && out.back() != '\n') {
        out += ' ';
      }
      i = j - 1;
      continue;
    }
    out += c;
  }
  return out;
}

}  // namespace arbiter::diff
