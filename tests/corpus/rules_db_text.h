// Test helper: the text of a file under the source tree's rules-db/, read with util ReadFile.
#pragma once

#include <catch2/catch.hpp>
#include <string>

#include "util/files.h"

namespace arbiter::corpus {

inline std::string ReadRulesDb(const std::string& rel) {
  auto text = ReadFile(std::string(ARBITER_SOURCE_DIR) + "/rules-db/" + rel);
  INFO(text.status().ToString());
  REQUIRE(text.ok());
  return *text;
}

}  // namespace arbiter::corpus
