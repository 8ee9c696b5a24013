// IsValidUtf8 agrees with the JSON writer: whatever it accepts, nlohmann's dump accepts, so text
// checked or repaired with util/strings.h never aborts a --json answer.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <random>
#include <string>

#include "util/strings.h"

namespace arbiter {
namespace {

bool DumpAccepts(const std::string& s) {
  try {
    (void)nlohmann::json(s).dump();
    return true;
  } catch (const nlohmann::json::type_error&) {
    return false;
  }
}

}  // namespace

TEST_CASE("IsValidUtf8 accepts exactly what a JSON writer accepts", "[reliability]") {
  struct Case {
    std::string bytes;
    bool valid;
  };
  const std::vector<Case> cases = {
      {"plain", true},
      {"caf\xC3\xA9", true},
      {"\xE2\x80\x94", true},                       // U+2014
      {"\xF0\x9F\x83\x8F", true},                   // U+1F0CF
      {"\xF4\x8F\xBF\xBF", true},                   // U+10FFFF, the last scalar value
      {"caf\xE9", false},                           // Latin-1
      {"\xC0\x80", false},                          // overlong NUL
      {"\xC1\xBF", false},                          // overlong
      {"\xE0\x80\xAF", false},                      // overlong '/'
      {"\xED\xA0\x80", false},                      // a surrogate, U+D800
      {"\xF4\x90\x80\x80", false},                  // U+110000
      {"\xF5\x80\x80\x80", false},                  // past the range
      {"\xE2\x80", false},                          // truncated
      {"\x80", false},                              // a lone continuation byte
      {"@mtg@4052-0\x11\x11\xE4\x11-07:1", false},  // the fuzzer's rule id
  };
  for (const Case& c : cases) {
    INFO(c.bytes);
    CHECK(IsValidUtf8(c.bytes) == c.valid);
    CHECK(DumpAccepts(c.bytes) == c.valid);
    CHECK(DumpAccepts(ToValidUtf8(c.bytes)));
    if (c.valid) CHECK(ToValidUtf8(c.bytes) == c.bytes);
  }
  // And on random bytes, biased toward the lead bytes where the edge cases are.
  std::mt19937 random(14);
  const unsigned char kBytes[] = {0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2,
                                  0xDF, 0xE0, 0xE1, 0xED, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xFF};
  for (int i = 0; i < 20000; ++i) {
    std::string s;
    const int n = 1 + static_cast<int>(random() % 6);
    for (int k = 0; k < n; ++k) s += static_cast<char>(kBytes[random() % sizeof kBytes]);
    INFO(i);
    REQUIRE(IsValidUtf8(s) == DumpAccepts(s));
    REQUIRE(DumpAccepts(ToValidUtf8(s)));
  }
}

}  // namespace arbiter
