#include "util/json_positions.h"

#include <cctype>
#include <vector>

namespace arbiter {
namespace {

class Scanner {
 public:
  Scanner(std::string_view t, std::map<std::string, Position>* out) : t_(t), out_(out) {}

  // Records every value of the text, one loop over it (no recursion: any nesting is safe).
  // Containers nested deeper than kMaxJsonDepth end the scan: the parsers refuse such text
  // (OffsetBeyondDepth), and recording their paths would cost O(depth^2) memory.
  void Scan() {
    std::vector<Frame> stack;
    std::string path = "$";  // the path of the value about to be read
    while (true) {
      Skip();
      if (i_ >= t_.size()) return;
      (*out_)[path] = Pos();
      const char c = t_[i_];
      if (c == '{' || c == '[') {
        if (stack.size() >= static_cast<size_t>(kMaxJsonDepth)) return;
        Advance();
        Skip();
        if (Peek() == (c == '{' ? '}' : ']')) {
          Advance();
        } else {
          stack.push_back({path, c == '{', 0});
          path = FirstChild(stack.back());
          continue;
        }
      } else if (c == '"') {
        String();
      } else {
        while (i_ < t_.size() && t_[i_] != ',' && t_[i_] != '}' && t_[i_] != ']' &&
               !std::isspace(static_cast<unsigned char>(t_[i_]))) {
          Advance();
        }
      }
      // After a value: the next sibling, or the end of one or more containers.
      while (true) {
        if (stack.empty()) return;
        Skip();
        Frame& f = stack.back();
        if (Peek() == ',') {
          Advance();
          ++f.index;
          path = f.object ? Key(f) : f.path + "[" + std::to_string(f.index) + "]";
          break;
        }
        if (Peek() == (f.object ? '}' : ']')) Advance();
        stack.pop_back();
      }
    }
  }

 private:
  struct Frame {
    std::string path;
    bool object = false;
    int index = 0;
  };

  std::string FirstChild(const Frame& f) { return f.object ? Key(f) : f.path + "[0]"; }

  // Reads an object member's key and its colon; returns the member's path.
  std::string Key(const Frame& f) {
    Skip();
    const Position kp = Pos();
    std::string child = f.path + "." + String();
    (*out_)[child + "#key"] = kp;
    Skip();
    if (Peek() == ':') Advance();
    return child;
  }

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
  Scanner(text, &positions_).Scan();
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

size_t OffsetBeyondDepth(std::string_view text, int max_depth) {
  int depth = 0;
  bool in_string = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > max_depth) return i;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return std::string_view::npos;
}

}  // namespace arbiter
