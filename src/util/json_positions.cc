#include "util/json_positions.h"

namespace arbiter {
namespace {

class Scanner {
 public:
  Scanner(std::string_view t, std::map<std::string, Position>* out) : t_(t), out_(out) {}

  void Value(const std::string& path) {
    Skip();
    if (i_ >= t_.size()) return;
    (*out_)[path] = Pos();
    char c = t_[i_];
    if (c == '{') {
      Advance();
      Skip();
      if (Peek() == '}') {
        Advance();
        return;
      }
      while (i_ < t_.size()) {
        Skip();
        Position kp = Pos();
        std::string key = String();
        std::string child = path + "." + key;
        (*out_)[child + "#key"] = kp;
        Skip();
        if (Peek() == ':') Advance();
        Value(child);
        Skip();
        if (Peek() == ',') {
          Advance();
          continue;
        }
        if (Peek() == '}') Advance();
        return;
      }
    } else if (c == '[') {
      Advance();
      Skip();
      if (Peek() == ']') {
        Advance();
        return;
      }
      for (int n = 0; i_ < t_.size(); ++n) {
        Value(path + "[" + std::to_string(n) + "]");
        Skip();
        if (Peek() == ',') {
          Advance();
          continue;
        }
        if (Peek() == ']') Advance();
        return;
      }
    } else if (c == '"') {
      String();
    } else {
      while (i_ < t_.size() && t_[i_] != ',' && t_[i_] != '}' && t_[i_] != ']' &&
             !std::isspace(static_cast<unsigned char>(t_[i_]))) {
        Advance();
      }
    }
  }

 private:
  char Peek() const { return i_ < t_.size() ? t_[i_] : '\0'; }
  void Advance() {
    if (i_ >= t_.size()) return;
    unsigned char c = static_cast<unsigned char>(t_[i_]);
    if (c == '\n') {
      ++line_;
      col_ = 1;
    } else if ((c & 0xC0) != 0x80) {
      ++col_;
    }
    ++i_;
  }
  void Skip() {
    while (i_ < t_.size() && std::isspace(static_cast<unsigned char>(t_[i_]))) Advance();
  }
  Position Pos() const { return {line_, col_}; }
  std::string String() {
    std::string s;
    if (Peek() != '"') return s;
    Advance();
    while (i_ < t_.size() && t_[i_] != '"') {
      if (t_[i_] == '\\') {
        Advance();
        if (i_ < t_.size()) s += t_[i_];
        Advance();
        continue;
      }
      s += t_[i_];
      Advance();
    }
    Advance();
    return s;
  }

  std::string_view t_;
  std::map<std::string, Position>* out_;
  size_t i_ = 0;
  int line_ = 1, col_ = 1;
};

}  // namespace

JsonPositions::JsonPositions(std::string_view text) {
  // Skip a UTF-8 byte order mark.
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  Scanner(text, &positions_).Value("$");
}

Position JsonPositions::At(const std::string& path) const {
  std::string p = path;
  while (!p.empty()) {
    auto it = positions_.find(p);
    if (it != positions_.end()) return it->second;
    size_t cut = p.find_last_of(".[");
    if (cut == std::string::npos || cut == 0) break;
    p = p.substr(0, cut);
  }
  auto it = positions_.find("$");
  return it == positions_.end() ? Position{1, 1} : it->second;
}

Position JsonPositions::KeyAt(const std::string& path) const {
  auto it = positions_.find(path + "#key");
  return it == positions_.end() ? At(path) : it->second;
}

Position PositionOfOffset(std::string_view text, size_t offset) {
  Position p{1, 1};
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '\n') {
      ++p.line;
      p.column = 1;
    } else if ((c & 0xC0) != 0x80) {
      ++p.column;
    }
  }
  return p;
}

std::string LineText(std::string_view text, int line) {
  int n = 1;
  size_t start = 0;
  for (size_t i = 0; i < text.size() && n < line; ++i) {
    if (text[i] == '\n') {
      ++n;
      start = i + 1;
    }
  }
  if (n != line) return "";
  size_t end = text.find('\n', start);
  std::string out(
      text.substr(start, end == std::string_view::npos ? text.size() - start : end - start));
  if (!out.empty() && out.back() == '\r') out.pop_back();
  return out;
}

size_t OffsetOfQuotedToken(std::string_view text, std::string_view message) {
  const size_t close = message.rfind('\'');
  if (close == std::string_view::npos || close == 0) return 0;
  const size_t open = message.rfind('\'', close - 1);
  if (open == std::string_view::npos || close == open + 1) return 0;
  const size_t at = text.find(message.substr(open + 1, close - open - 1));
  return at == std::string_view::npos ? 0 : at;
}

}  // namespace arbiter
