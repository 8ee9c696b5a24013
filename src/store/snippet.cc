#include "store/snippet.h"

#include <sqlite3.h>

#include <algorithm>
#include <cctype>

#include "store/sqlite.h"

namespace arbiter::store {

struct Snippets::Impl {
  fts5_tokenizer api{};
  Fts5Tokenizer* tokenizer = nullptr;
  ~Impl() {
    if (tokenizer) api.xDelete(tokenizer);
  }
};

Snippets::Snippets(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Snippets::~Snippets() = default;

Result<std::unique_ptr<Snippets>> Snippets::Open(Database* db) {
  fts5_api* fts = db->Fts5();
  if (!fts) return Status::IoError("this SQLite has no FTS5 (needed by search)");
  auto impl = std::make_unique<Impl>();
  void* user = nullptr;
  if (fts->xFindTokenizer(fts, "porter", &user, &impl->api) != SQLITE_OK) {
    return Status::IoError("this SQLite's FTS5 has no porter tokenizer");
  }
  // The full-text tables' tokenize option (schema.sql), after "porter".
  const char* args[] = {"unicode61", "remove_diacritics", "2"};
  if (impl->api.xCreate(user, args, 3, &impl->tokenizer) != SQLITE_OK) {
    impl->tokenizer = nullptr;
    return Status::IoError("cannot create FTS5's porter unicode61 tokenizer");
  }
  return std::unique_ptr<Snippets>(new Snippets(std::move(impl)));
}

std::vector<Snippets::Token> Snippets::Tokenize(std::string_view text, bool query) const {
  std::vector<Token> out;
  if (text.empty()) return out;
  auto add = [](void* ctx, int /*flags*/, const char* token, int n, int begin, int end) {
    static_cast<std::vector<Token>*>(ctx)->push_back({std::string(token, n), begin, end});
    return SQLITE_OK;
  };
  impl_->api.xTokenize(impl_->tokenizer, &out, query ? FTS5_TOKENIZE_QUERY : FTS5_TOKENIZE_DOCUMENT,
                       text.data(), static_cast<int>(text.size()), add);
  return out;
}

std::string Snippets::Terms(std::string_view text) const {
  std::string out;
  for (const Token& t : Tokenize(text, true)) out += (out.empty() ? "" : " ") + t.term;
  return out;
}

bool Snippets::SetPhrases(std::string_view match) {
  std::vector<std::vector<std::string>> phrases;
  size_t i = 0;
  while (i < match.size()) {
    const char c = match[i];
    if (c == ' ' || c == '(' || c == ')') {
      ++i;
    } else if (c == '"') {
      std::string phrase;
      ++i;
      while (true) {
        if (i >= match.size()) return false;  // unterminated
        if (match[i] == '"') {
          if (i + 1 < match.size() && match[i + 1] == '"') {
            phrase += '"';
            i += 2;
            continue;
          }
          ++i;
          break;
        }
        phrase += match[i++];
      }
      std::vector<std::string> terms;
      for (Token& t : Tokenize(phrase, true)) terms.push_back(std::move(t.term));
      phrases.push_back(std::move(terms));
    } else if (match.compare(i, 4, "AND ") == 0) {
      i += 4;
    } else if (match.compare(i, 3, "OR ") == 0) {
      i += 3;
    } else {
      return false;
    }
  }
  phrases_ = std::move(phrases);
  return true;
}

std::vector<Snippets::Instance> Snippets::Instances(const std::vector<Token>& tokens) const {
  std::vector<Instance> out;
  for (size_t p = 0; p < phrases_.size(); ++p) {
    const auto& terms = phrases_[p];
    if (terms.empty() || terms.size() > tokens.size()) continue;
    for (size_t at = 0; at + terms.size() <= tokens.size(); ++at) {
      size_t k = 0;
      while (k < terms.size() && tokens[at + k].term == terms[k]) ++k;
      if (k == terms.size()) {
        out.push_back(
            {static_cast<int>(p), static_cast<int>(at), static_cast<int>(at + terms.size() - 1)});
      }
    }
  }
  std::sort(out.begin(), out.end(), [](const Instance& a, const Instance& b) {
    return a.first != b.first ? a.first < b.first : a.phrase < b.phrase;
  });
  return out;
}

namespace {

struct Scored {
  int score = 0;
  int start = 0;
};

// The window [from, from + width): 1000 per distinct phrase in it, 1 per repeat; and the start
// that centres the instances it covers (kept inside the text).
template <typename Instances>
Scored ScoreWindow(const Instances& instances, int phrases, int from, int width, int size) {
  std::vector<bool> seen(phrases, false);
  Scored out;
  int first = -1, last = 0;
  for (const auto& in : instances) {
    if (in.first < from || in.first >= from + width) continue;
    out.score += seen[in.phrase] ? 1 : 1000;
    seen[in.phrase] = true;
    if (first < 0) first = in.first;
    last = in.last + 1;
  }
  int start = first - (width - (last - first)) / 2;
  if (start + width > size) start = size - width;
  out.start = std::max(start, 0);
  return out;
}

// Token positions that begin a sentence: the first, and each one whose preceding text is
// spaces after a '.' or ':'.
template <typename Tokens>
std::vector<int> SentenceStarts(std::string_view text, const Tokens& tokens) {
  std::vector<int> out;
  for (size_t i = 0; i < tokens.size(); ++i) {
    if (i == 0) {
      out.push_back(0);
      continue;
    }
    int at = tokens[i].begin - 1;
    while (at >= 0 &&
           (text[at] == ' ' || text[at] == '\t' || text[at] == '\n' || text[at] == '\r')) {
      --at;
    }
    if (at != tokens[i].begin - 1 && at >= 0 && (text[at] == '.' || text[at] == ':')) {
      out.push_back(static_cast<int>(i));
    }
  }
  return out;
}

// The token ranges to mark: overlapping instances (sorted by first token) as one.
template <typename Instances>
std::vector<std::pair<int, int>> Ranges(const Instances& instances) {
  std::vector<std::pair<int, int>> out;
  for (const auto& in : instances) {
    if (!out.empty() && in.first <= out.back().second) {
      out.back().second = std::max(out.back().second, in.last);
    } else {
      out.push_back({in.first, in.last});
    }
  }
  return out;
}

}  // namespace

std::string Snippets::Snippet(const std::vector<std::string>& columns, std::string_view open,
                              std::string_view close, int tokens) const {
  if (columns.empty()) return "";
  const int phrases = static_cast<int>(phrases_.size());
  int best_score = 0, best_column = 0, best_start = 0;
  std::vector<Token> best_tokens;
  std::vector<Instance> best_instances;
  for (size_t c = 0; c < columns.size(); ++c) {
    std::vector<Token> toks = Tokenize(columns[c], false);
    std::vector<Instance> instances = Instances(toks);
    const int size = static_cast<int>(toks.size());
    const std::vector<int> starts =
        size > tokens ? SentenceStarts(columns[c], toks) : std::vector<int>{};
    bool better = c == 0;
    for (const Instance& in : instances) {
      Scored s = ScoreWindow(instances, phrases, in.first, tokens, size);
      if (s.score > best_score) {
        best_score = s.score;
        best_column = static_cast<int>(c);
        best_start = s.start;
        better = true;
      }
      if (starts.empty()) continue;
      size_t j = 0;
      while (j + 1 < starts.size() && starts[j + 1] <= in.first) ++j;
      if (starts[j] < in.first) {
        Scored t = ScoreWindow(instances, phrases, starts[j], tokens, size);
        t.score += starts[j] == 0 ? 120 : 100;
        if (t.score > best_score) {
          best_score = t.score;
          best_column = static_cast<int>(c);
          best_start = starts[j];
          better = true;
        }
      }
    }
    if (better) {
      best_tokens = std::move(toks);
      best_instances = std::move(instances);
    }
  }
  const std::string_view text = columns[best_column];
  if (text.empty()) return "";
  const int size = static_cast<int>(best_tokens.size());
  const int first = best_start;
  const int last = std::min(best_start + tokens - 1, size - 1);
  const std::vector<std::pair<int, int>> ranges = Ranges(best_instances);
  std::string out;
  size_t copied = 0;
  if (first > 0) {
    out += "...";
    copied = static_cast<size_t>(best_tokens[first].begin);
  }
  // A range that begins before the window is not marked (as snippet() does); one that goes on
  // past it is closed at its end.
  size_t r = 0;
  for (int i = first; i <= last; ++i) {
    while (r < ranges.size() && ranges[r].second < i) ++r;
    const bool inside = r < ranges.size() && ranges[r].first <= i && ranges[r].first >= first;
    if (inside && ranges[r].first == i) {
      out.append(text.substr(copied, best_tokens[i].begin - copied));
      out.append(open);
      copied = best_tokens[i].begin;
    }
    if (inside && (ranges[r].second == i || i == last)) {
      out.append(text.substr(copied, best_tokens[i].end - copied));
      out.append(close);
      copied = best_tokens[i].end;
    }
  }
  if (last >= size - 1) {
    out.append(text.substr(copied));
  } else {
    out.append(text.substr(copied, best_tokens[last].end - copied));
    out += "...";
  }
  return out;
}

std::string Snippets::Highlight(std::string_view text, std::string_view open,
                                std::string_view close) const {
  const std::vector<Token> toks = Tokenize(text, false);
  std::string out;
  size_t copied = 0;
  for (const auto& [from, to] : Ranges(Instances(toks))) {
    out.append(text.substr(copied, toks[from].begin - copied));
    out.append(open);
    out.append(text.substr(toks[from].begin, toks[to].end - toks[from].begin));
    out.append(close);
    copied = toks[to].end;
  }
  out.append(text.substr(copied));
  return out;
}

}  // namespace arbiter::store
