#include "corpus/rule_id.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include "util/strings.h"

namespace arbiter::corpus {
namespace {

// Splits "607.2a" / "718.5.a" / "718.5a" into runs of digits and runs of letters.
// Returns false when a character is neither a digit, a letter nor a dot.
bool Tokenize(std::string_view s, std::vector<std::string>* parts) {
  std::string cur;
  auto flush = [&] {
    if (!cur.empty()) parts->push_back(cur);
    cur.clear();
  };
  for (char c : s) {
    if (c == '.') {
      flush();
    } else if (IsAsciiDigit(c)) {
      if (!cur.empty() && !IsAsciiDigit(cur.back())) flush();
      cur += c;
    } else if (IsAsciiAlpha(c)) {
      if (!cur.empty() && !IsAsciiAlpha(cur.back())) flush();
      cur += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    } else {
      return false;
    }
  }
  flush();
  return true;
}

// Drops a leading "CR", "rule" or "rules" that people type before a number.
std::string_view StripPrefixWord(std::string_view s) {
  const std::string lower = ToLowerAscii(s);
  for (std::string_view prefix : {"rules", "rule", "cr"}) {
    if (StartsWith(lower, prefix)) {
      std::string_view rest = Trim(s.substr(prefix.size()));
      if (!rest.empty() && IsAsciiDigit(rest[0])) return rest;
    }
  }
  return s;
}

}  // namespace

IdStyle StyleForGame(std::string_view game) {
  return StartsWith(game, "mtg") ? IdStyle::kMtg : IdStyle::kDotted;
}

std::optional<std::string> CanonicalId(std::string_view raw, IdStyle style) {
  std::string_view s = StripPrefixWord(Trim(raw));
  while (!s.empty() && s.back() == '.') s.remove_suffix(1);
  if (s.empty()) return std::nullopt;
  if (!IsAsciiDigit(s[0])) {
    // Heading-derived ids (Dimensional Rift): lower-case words and numbers joined by dots.
    if (style != IdStyle::kDotted) return std::nullopt;
    std::string out;
    for (char c : s) {
      if (!(IsAsciiAlpha(c) || IsAsciiDigit(c) || c == '.' || c == '-' || c == '_'))
        return std::nullopt;
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
  }
  std::vector<std::string> parts;
  if (!Tokenize(s, &parts) || parts.empty()) return std::nullopt;
  if (style == IdStyle::kDotted) return Join(parts, ".");
  // kMtg: number(.number)(letters); a letter run attaches to the number before it.
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) {
    bool letters = IsAsciiAlpha(parts[i][0]);
    if (i == 0 && letters) return std::nullopt;
    if (letters) {
      if (i != parts.size() - 1) return std::nullopt;  // letters only at the end in MTG style
      out += parts[i];
    } else {
      if (i) out += '.';
      out += parts[i];
    }
  }
  return out;
}

std::string ParentId(std::string_view id, IdStyle style) {
  if (style == IdStyle::kDotted) {
    size_t dot = id.rfind('.');
    return dot == std::string_view::npos ? "" : std::string(id.substr(0, dot));
  }
  if (!id.empty() && IsAsciiAlpha(id.back())) {
    size_t end = id.size();
    while (end > 0 && IsAsciiAlpha(id[end - 1])) --end;
    return std::string(id.substr(0, end));
  }
  size_t dot = id.rfind('.');
  if (dot != std::string_view::npos) return std::string(id.substr(0, dot));
  // "607" -> section "6"; a one-digit section has no parent.
  return id.size() > 1 && IsAsciiDigit(id[0]) ? std::string(id.substr(0, 1)) : "";
}

std::string SortKey(std::string_view id) {
  std::vector<std::string> parts;
  if (!Tokenize(id, &parts)) {
    // Not a numeric id: keep the text, it sorts after every numeric id.
    return "~" + std::string(id);
  }
  std::string key;
  key.reserve(parts.size() * 10);
  for (const auto& p : parts) {
    if (!key.empty()) key += '.';
    if (IsAsciiDigit(p[0])) {
      key += '0';
      if (p.size() < 8) key.append(8 - p.size(), '0');
    } else {
      key += '1';
      key += static_cast<char>('0' + std::min<size_t>(p.size(), 9));
    }
    key += p;
  }
  return key;
}

int SiblingOrdinal(std::string_view id) {
  const size_t dot = id.rfind('.');
  if (dot == std::string_view::npos) return 0;
  std::string_view tail = id.substr(dot + 1);
  size_t letters = tail.size();
  while (letters > 0 && tail[letters - 1] >= 'a' && tail[letters - 1] <= 'z') --letters;
  constexpr int kMost = 1000;
  if (letters < tail.size()) {
    // Letters, after the part's number or alone: a = 0, ..., z = 25, aa = 26. A longer word
    // alone is a heading's name ("targeting.arrows"), not a place.
    if (letters == 0 && tail.size() > 2) return 0;
    if (!std::all_of(tail.begin(), tail.begin() + static_cast<std::ptrdiff_t>(letters),
                     [](char c) { return IsAsciiDigit(c); })) {
      return 0;
    }
    int value = 0;
    for (size_t i = letters; i < tail.size() && value < kMost; ++i) {
      value = value * 26 + (tail[i] - 'a' + 1);
    }
    return std::min(value, kMost) - 1;
  }
  if (tail.empty() ||
      !std::all_of(tail.begin(), tail.end(), [](char c) { return IsAsciiDigit(c); })) {
    return 0;
  }
  int value = 0;
  for (char c : tail) value = std::min(kMost, value * 10 + (c - '0'));
  return std::max(value - 1, 0);
}

Citation ParseCitation(std::string_view text) {
  Citation c;
  text = Trim(text);
  size_t colon = text.find(':');
  if (colon == std::string_view::npos) {
    c.id = std::string(text);
    return c;
  }
  std::string_view head = text.substr(0, colon);
  c.id = std::string(Trim(text.substr(colon + 1)));
  size_t at = head.find('@');
  c.game = ToLowerAscii(Trim(head.substr(0, at)));
  if (at != std::string_view::npos) c.version = std::string(Trim(head.substr(at + 1)));
  return c;
}

}  // namespace arbiter::corpus
