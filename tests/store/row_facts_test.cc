#include "store/row_facts.h"

#include <catch2/catch.hpp>

namespace arbiter::store {
namespace {

TEST_CASE("row facts round-trip through their encoding", "[store][row_facts]") {
  RowFacts facts(2);
  const int doc_a = facts.GroupIndex("riftbound@1.4");
  const int doc_b = facts.GroupIndex("mtg@2026-09-25");
  CHECK(facts.GroupIndex("riftbound@1.4") == doc_a);  // a known group keeps its index
  REQUIRE(facts.Set(1, doc_a, false, {12, 3}, 3).ok());
  REQUIRE(facts.Set(4, doc_b, true, {0, 70000}).ok());  // a size past 16 bits is capped

  auto decoded = RowFacts::Decode(2, facts.GroupsText(), facts.Records());
  REQUIRE(decoded.ok());
  const RowFacts& d = *decoded;
  CHECK(d.groups() == std::vector<std::string>{"riftbound@1.4", "mtg@2026-09-25"});
  struct Row {
    int64_t rowid;
    int group;
    bool heading;
    int size0, size1;
  };
  const Row rows[] = {
      {1, doc_a, false, 12, 3},  {4, doc_b, true, 0, 65535},
      {2, -1, false, 0, 0},       // a rowid between rows: no row
      {0, -1, false, 0, 0},       // rowids start at 1
      {5, -1, false, 0, 0},       // past the last row
      {-3, -1, false, 0, 0},      // negative
      {1 << 30, -1, false, 0, 0}  // far past the end
  };
  for (const Row& r : rows) {
    INFO("rowid " << r.rowid);
    CHECK(d.Group(r.rowid) == r.group);
    CHECK(d.Heading(r.rowid) == r.heading);
    CHECK(d.Size(r.rowid, 0) == r.size0);
    CHECK(d.Size(r.rowid, 1) == r.size1);
  }
  CHECK(d.Ordinal(1) == 3);  // its place among its siblings
  CHECK(d.Ordinal(4) == 0);
  CHECK(d.Ordinal(2) == 0);  // no row
  CHECK_FALSE(d.Variant(1));
  CHECK_FALSE(d.Variant(2));
  CHECK(d.Size(1, 2) == 0);  // no third size column
  CHECK(d.Size(1, -1) == 0);
}

TEST_CASE("a rule of a variant keeps its place beside the flag", "[store][row_facts]") {
  RowFacts facts(1);
  const int g = facts.GroupIndex("mtg@2026-09-25");
  REQUIRE(facts.Set(1, g, false, {5}, 7, true).ok());
  REQUIRE(facts.Set(2, g, false, {5}, 40000, true).ok());  // a place past 15 bits is capped
  REQUIRE(facts.Set(3, g, false, {5}, 40000).ok());
  auto d = RowFacts::Decode(1, facts.GroupsText(), facts.Records());
  REQUIRE(d.ok());
  CHECK(d->Variant(1));
  CHECK(d->Ordinal(1) == 7);
  CHECK(d->Variant(2));
  CHECK(d->Ordinal(2) == 32767);
  CHECK_FALSE(d->Variant(3));
  CHECK(d->Ordinal(3) == 32767);
}

TEST_CASE("row facts refuse what they cannot hold", "[store][row_facts]") {
  RowFacts facts(1);
  const int g = facts.GroupIndex("doc");
  CHECK(facts.Set(0, g, false, {1}).code() == Status::Code::kInvalidArgument);
  CHECK(facts.Set(int64_t{1} << 24, g, false, {1}).code() == Status::Code::kInvalidArgument);
  CHECK(facts.Set(1, g + 1, false, {1}).code() == Status::Code::kInvalidArgument);  // no group
  CHECK(facts.Set(1, -1, false, {1}).code() == Status::Code::kInvalidArgument);
  REQUIRE(facts.Set(1, g, false, {}).ok());  // missing sizes are 0
  CHECK(facts.Records().size() == 2 * 6);    // rowid 0's empty record and rowid 1's
}

TEST_CASE("row facts of a damaged blob are a corruption, named", "[store][row_facts]") {
  auto bad = RowFacts::Decode(1, "doc", std::string(5, '\1'));  // not whole 6-byte records
  REQUIRE(!bad.ok());
  CHECK(bad.status().code() == Status::Code::kCorruption);
  CHECK(bad.status().message().find("rebuild the database") != std::string::npos);
  CHECK(!RowFacts::Decode(9, "doc", "").ok());  // more sizes than a record holds

  // A record naming a group the list does not have reads as no row.
  std::string records(12, '\0');
  records[6] = 7;  // rowid 1: group index 6, of one group
  auto odd = RowFacts::Decode(1, "doc", records);
  REQUIRE(odd.ok());
  CHECK(odd->Group(1) == -1);
  CHECK(odd->Group(0) == -1);
}

TEST_CASE("rows that share a full-text row are chained, and the chain round-trips",
          "[store][row_facts]") {
  RowFacts facts(1);
  const int v13 = facts.GroupIndex("riftbound@1.3");
  const int v14 = facts.GroupIndex("riftbound@1.4");
  for (int64_t rowid : {2, 5, 9})
    REQUIRE(facts.Set(rowid, rowid == 2 ? v13 : v14, false, {4}).ok());
  REQUIRE(facts.Set(3, v13, false, {6}).ok());
  REQUIRE(facts.Link(2, 5).ok());
  REQUIRE(facts.Link(5, 9).ok());
  CHECK(facts.Link(5, 9).code() == Status::Code::kInvalidArgument);  // already linked
  CHECK(facts.Link(9, 2).code() == Status::Code::kInvalidArgument);  // backwards
  CHECK(facts.Link(3, 7).code() == Status::Code::kInvalidArgument);  // no row 7
  CHECK(facts.Links().size() == 4 * 10);                             // rowids 0..9

  auto decoded = RowFacts::Decode(1, facts.GroupsText(), facts.Records(), facts.Links());
  REQUIRE(decoded.ok());
  std::vector<int64_t> chain;
  for (int64_t r = 2; r != 0; r = decoded->Next(r)) chain.push_back(r);
  CHECK(chain == std::vector<int64_t>{2, 5, 9});
  CHECK(decoded->Next(3) == 0);   // a row of its own
  CHECK(decoded->Next(-1) == 0);  // no row
  CHECK(decoded->Next(1 << 30) == 0);

  // No links at all (the other tables) is a chain of one.
  auto plain = RowFacts::Decode(1, facts.GroupsText(), facts.Records());
  REQUIRE(plain.ok());
  CHECK(plain->Next(2) == 0);
  // Links of the wrong size are a corruption; a link backwards or past the end names no row.
  auto bad = RowFacts::Decode(1, facts.GroupsText(), facts.Records(), facts.Links() + "x");
  REQUIRE(!bad.ok());
  CHECK(bad.status().code() == Status::Code::kCorruption);
  std::string damaged = facts.Links();
  damaged[4 * 5] = 3;   // 5 -> 3: backwards
  damaged[4 * 3] = 42;  // 3 -> 42: past the last row
  auto odd = RowFacts::Decode(1, facts.GroupsText(), facts.Records(), damaged);
  REQUIRE(odd.ok());
  CHECK(odd->Next(5) == -1);
  CHECK(odd->Next(3) == -1);
  CHECK(odd->Group(odd->Next(5)) == -1);
  CHECK(odd->Next(2) == 5);
}

}  // namespace
}  // namespace arbiter::store
