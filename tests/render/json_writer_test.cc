// render/json_writer.h against nlohmann's dump(2), which it must match byte for byte.
#include "render/json_writer.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>

namespace arbiter::render {
namespace {

using Json = nlohmann::ordered_json;

std::string Dumped(const Json& j) {
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
}

const std::vector<std::string> kStrings = {
    "",
    "plain",
    "quote \" backslash \\ slash /",
    "controls \b\f\n\r\t \x01\x02\x03\x1f end",
    std::string("nul \0 inside", 12),
    "del \x7f kept",
    "UTF-8 \xE2\x80\x99 curly, \xC3\xA9, \xF0\x9F\x83\x8F",
    "invalid \xFF byte",
    "truncated \xE2\x80",
    "overlong \xC0\x80 and surrogate \xED\xA0\x80",
    "above U+10FFFF \xF4\x90\x80\x80",
};

TEST_CASE("JsonWriter strings match nlohmann's escaping and replacement") {
  for (const auto& s : kStrings) {
    JsonWriter w;
    w.String(s);
    CHECK(w.str() == Dumped(Json(s)));
    JsonWriter k;
    k.BeginObject().Key(s).String(s).EndObject();
    CHECK(k.str() == Dumped(Json{{s, s}}));
  }
}

TEST_CASE("JsonWriter numbers match nlohmann's") {
  for (double d : {0.0,
                   -0.0,
                   1.0,
                   -1.0,
                   0.1,
                   0.5,
                   1.2345,
                   -7.25,
                   1e-4,
                   1e-5,
                   123456.789,
                   1e15,
                   1e16,
                   1e17,
                   123456789012345678.0,
                   1e300,
                   5e-324,
                   0.30000000000000004,
                   std::round(0.123456789 * 1e4) / 1e4,
                   std::nan(""),
                   std::numeric_limits<double>::infinity()}) {
    JsonWriter w;
    w.Double(d);
    CHECK(w.str() == Dumped(Json(d)));
  }
}

TEST_CASE("JsonWriter nests and indents as dump(2) does") {
  Json doc{{"k", "v"}, {"b", true}, {"f", false}, {"n", nullptr}};
  Json expected;
  expected["schema"] = "x/1";
  expected["empty_array"] = Json::array();
  expected["empty_object"] = Json::object();
  expected["strings"] = Json::array({"a", "b"});
  expected["objects"] = Json::array({Json{{"doc", doc}, {"score", 0.25}}, Json{{"doc", nullptr}}});
  expected["nested"] = Json::array({Json::array(), Json::array({Json::object()}), doc});

  JsonWriter w;
  w.BeginObject().Field("schema", "x/1");
  w.Key("empty_array").BeginArray().EndArray();
  w.Key("empty_object").BeginObject().EndObject();
  w.Key("strings").BeginArray().String("a").String("b").EndArray();
  w.Key("objects").BeginArray();
  w.BeginObject().Key("doc").Raw(Dumped(doc)).Key("score").Double(0.25).EndObject();
  w.BeginObject().Key("doc").Null().EndObject();
  w.EndArray();
  w.Key("nested").BeginArray();
  w.BeginArray().EndArray();
  w.BeginArray().BeginObject().EndObject().EndArray();
  w.BeginObject().Field("k", "v").Field("b", true).Field("f", false).Key("n").Null().EndObject();
  w.EndArray();
  w.EndObject();
  CHECK(w.str() == Dumped(expected));
}

}  // namespace
}  // namespace arbiter::render
