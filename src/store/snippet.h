// Snippets and highlights of a search hit, computed from the row's stored text and the phrases
// of the question's MATCH expression, tokenized by the full-text tables' own tokenizer (FTS5's
// "porter unicode61 remove_diacritics 2", schema.sql). FTS5's snippet() gives the same text but
// needs the MATCH evaluated again for each hit shown: a third of a search's time.
//
// The window chosen is the one snippet() chooses:
//   - each phrase instance in a column proposes the window of `tokens` tokens centred on the
//     instances it covers, scored 1000 for each distinct phrase in it plus 1 for each repeat;
//   - the start of the sentence the instance is in (a token after '.' or ':') proposes a window
//     starting there, scored the same plus 100 (120 at the start of the text);
//   - the best score wins, the earliest on ties; with no instance, the first `tokens` tokens.
// Instances that overlap are marked as one: `open` before the first token, `close` after the
// last. "..." marks text left out before or after the window.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "util/status.h"

namespace arbiter::store {

class Database;

class Snippets {
 public:
  // The tokenizer of `db`'s FTS5. Internal error when the connection has no FTS5.
  static Result<std::unique_ptr<Snippets>> Open(Database* db);
  ~Snippets();
  Snippets(const Snippets&) = delete;
  Snippets& operator=(const Snippets&) = delete;

  // The phrases of an FTS5 MATCH expression of quoted phrases, parentheses, AND and OR (as
  // Store::Search writes them), in order. Returns false, and leaves the phrases unchanged, for
  // any other syntax (a --raw query keeps FTS5's own snippet()).
  bool SetPhrases(std::string_view match);
  // The phrases SetPhrases read, in order, each as the terms the tokenizer made of it.
  const std::vector<std::vector<std::string>>& phrases() const { return phrases_; }

  // The terms the tokenizer makes of `text` as a query's ("countered" and "counters" are both
  // "counter"), joined by single spaces.
  std::string Terms(std::string_view text) const;

  // The best window of at most `tokens` tokens over `columns` (a row's column texts; the best
  // column is chosen), instances marked; "" when the chosen column's text is empty.
  std::string Snippet(const std::vector<std::string>& columns, std::string_view open,
                      std::string_view close, int tokens) const;
  // The whole text with every instance marked.
  std::string Highlight(std::string_view text, std::string_view open, std::string_view close) const;

 private:
  struct Token {
    std::string term;
    int begin = 0;  // bytes
    int end = 0;
  };
  struct Instance {
    int phrase = 0;
    int first = 0;  // token positions, inclusive
    int last = 0;
  };
  struct Impl;
  explicit Snippets(std::unique_ptr<Impl> impl);
  std::vector<Token> Tokenize(std::string_view text, bool query) const;
  std::vector<Instance> Instances(const std::vector<Token>& tokens) const;

  std::unique_ptr<Impl> impl_;
  std::vector<std::vector<std::string>> phrases_;  // each phrase's terms
};

}  // namespace arbiter::store
