#include "store/rank.h"

#include <sqlite3.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <memory>
#include <sstream>
#include <string>

#include "store/row_facts.h"

namespace arbiter::store {
namespace {

constexpr double kK1 = 1.2;
constexpr double kB = 0.75;

// What one query's rows share, computed at its first row and kept as FTS5 aux data.
struct QueryStats {
  std::vector<double> column_weight;
  std::vector<int> length_column;  // per column: 0, kNormalised or kScattered (rank.h)
  std::vector<int> group_of;       // per phrase
  std::vector<double> weight;      // per phrase
  std::vector<int> unit_of;        // per group
  std::vector<double> idf;         // per phrase
  std::vector<double> importance;  // per unit: best weight * idf of its phrases
  double total_importance = 0;
  std::vector<double> average_length;  // per column (length columns only)
  int groups = 0;
  int units = 0;
  // Scratch space of one row's score, kept between rows (no allocation per row).
  std::vector<double> norm, tf, best, covered, reach;
  std::vector<int> size;  // per column, the row's size in tokens (length columns only)
};

std::vector<double> Numbers(const char* s) {
  std::vector<double> out;
  std::istringstream in(s ? s : "");
  double v;
  while (in >> v) out.push_back(v);
  return out;
}

void DeleteStats(void* p) { delete static_cast<QueryStats*>(p); }

int CountRow(const Fts5ExtensionApi*, Fts5Context*, void* count) {
  ++*static_cast<int64_t*>(count);
  return SQLITE_OK;
}

// Parses the arguments and reads the table statistics. Returns an SQLite error code.
int MakeStats(const Fts5ExtensionApi* api, Fts5Context* fts, sqlite3_value** args, QueryStats* q) {
  const int columns = api->xColumnCount(fts);
  const int phrases = api->xPhraseCount(fts);
  q->column_weight = Numbers(reinterpret_cast<const char*>(sqlite3_value_text(args[0])));
  q->column_weight.resize(static_cast<size_t>(columns), 0.0);
  for (double v : Numbers(reinterpret_cast<const char*>(sqlite3_value_text(args[1])))) {
    q->length_column.push_back(static_cast<int>(v));
  }
  q->length_column.resize(static_cast<size_t>(columns), 0);
  // "group:weight" per phrase; a missing or short spec makes each phrase its own group.
  std::istringstream in(reinterpret_cast<const char*>(sqlite3_value_text(args[2])));
  std::string item;
  while (in >> item) {
    const size_t colon = item.find(':');
    q->group_of.push_back(std::atoi(item.substr(0, colon).c_str()));
    q->weight.push_back(colon == std::string::npos ? 1.0 : std::atof(item.c_str() + colon + 1));
  }
  if (static_cast<int>(q->group_of.size()) != phrases) {
    q->group_of.clear();
    q->weight.assign(static_cast<size_t>(phrases), 1.0);
    for (int p = 0; p < phrases; ++p) q->group_of.push_back(p);
  }
  for (int g : q->group_of) q->groups = std::max(q->groups, g + 1);
  for (double u : Numbers(reinterpret_cast<const char*>(sqlite3_value_text(args[3])))) {
    q->unit_of.push_back(static_cast<int>(u));
  }
  if (static_cast<int>(q->unit_of.size()) != q->groups) {
    q->unit_of.clear();
    for (int g = 0; g < q->groups; ++g) q->unit_of.push_back(g);
  }
  for (int u : q->unit_of) q->units = std::max(q->units, u + 1);

  sqlite3_int64 rows = 0;
  int rc = api->xRowCount(fts, &rows);
  if (rc != SQLITE_OK) return rc;
  q->average_length.assign(static_cast<size_t>(columns), 1.0);
  for (int c = 0; c < columns; ++c) {
    if (q->length_column[static_cast<size_t>(c)] != kNormalised) continue;
    sqlite3_int64 n = 0;
    rc = api->xColumnTotalSize(fts, c, &n);
    if (rc != SQLITE_OK) return rc;
    if (rows > 0 && n > 0) {
      q->average_length[static_cast<size_t>(c)] =
          static_cast<double>(n) / static_cast<double>(rows);
    }
  }
  q->importance.assign(static_cast<size_t>(q->units), 0.0);
  // Rows per phrase the caller counted (-1: not counted).
  std::vector<double> counted;
  if (args[4]) counted = Numbers(reinterpret_cast<const char*>(sqlite3_value_text(args[4])));
  for (int p = 0; p < phrases; ++p) {
    int64_t n = 0;
    if (static_cast<size_t>(p) < counted.size() && counted[static_cast<size_t>(p)] >= 0) {
      n = static_cast<int64_t>(counted[static_cast<size_t>(p)]);
    } else if (q->weight[static_cast<size_t>(p)] != 0) {
      // A phrase of weight 0 (the documents searched) scores nothing: no need to count its rows.
      rc = api->xQueryPhrase(fts, p, &n, CountRow);
      if (rc != SQLITE_OK) return rc;
    }
    // BM25's idf (as FTS5's bm25()), kept positive; a phrase in no row is worth nothing.
    double idf = std::log((static_cast<double>(rows - n) + 0.5) / (static_cast<double>(n) + 0.5));
    idf = n == 0 ? 0.0 : std::max(idf, 1e-6);
    q->idf.push_back(idf);
    const int unit = q->unit_of[static_cast<size_t>(q->group_of[static_cast<size_t>(p)])];
    if (unit >= 0) {
      double& imp = q->importance[static_cast<size_t>(unit)];
      imp = std::max(imp, idf * q->weight[static_cast<size_t>(p)]);
    }
  }
  for (double imp : q->importance) q->total_importance += imp;
  return SQLITE_OK;
}

void Rank(const Fts5ExtensionApi* api, Fts5Context* fts, sqlite3_context* ctx, int argc,
          sqlite3_value** args) {
  if (argc < 4) {
    sqlite3_result_error(ctx, "arbiter_rank: expected at least 4 arguments after the table", -1);
    return;
  }
  // The optional <rows>, then the optional row facts (the length columns' sizes).
  sqlite3_value* head[5] = {args[0], args[1], args[2], args[3], argc >= 5 ? args[4] : nullptr};
  const auto* facts =
      argc >= 6 ? static_cast<const RowFacts*>(sqlite3_value_pointer(args[5], kRowFactsPointerType))
                : nullptr;
  args = head;
  auto* q = static_cast<QueryStats*>(api->xGetAuxdata(fts, 0));
  if (!q) {
    auto stats = std::make_unique<QueryStats>();
    int rc = MakeStats(api, fts, args, stats.get());
    if (rc == SQLITE_OK) {
      // FTS5 owns the stats from here on, and deletes them when the query ends.
      q = stats.release();
      rc = api->xSetAuxdata(fts, q, DeleteStats);
    }
    if (rc != SQLITE_OK) {
      sqlite3_result_error_code(ctx, rc);
      return;
    }
  }
  const size_t phrases = q->group_of.size();
  const int columns = api->xColumnCount(fts);
  // Each column's length against its average (BM25F): a long text does not dilute a match in a
  // short title. Columns that are not length columns are not normalised.
  std::vector<double>& norm = q->norm;
  norm.assign(static_cast<size_t>(columns), 1.0);
  std::vector<int>& size = q->size;
  size.assign(static_cast<size_t>(columns), 0);
  const int64_t rowid = facts ? api->xRowid(fts) : 0;
  if (facts && facts->Group(rowid) < 0) {
    sqlite3_result_error(ctx,
                         ("arbiter_rank: no row facts for row " + std::to_string(rowid) +
                          "; the database is damaged: rebuild it with `arbiter build`")
                             .c_str(),
                         -1);
    return;
  }
  for (int c = 0, k = 0; c < columns; ++c) {
    const int kind = q->length_column[static_cast<size_t>(c)];
    if (kind == 0) continue;
    int n = 0;
    if (facts && k < facts->sizes()) {
      n = facts->Size(rowid, k);  // the build's copy of FTS5's column size
    } else if (api->xColumnSize(fts, c, &n) != SQLITE_OK) {
      n = 0;
    }
    ++k;
    size[static_cast<size_t>(c)] = n;
    if (kind == kNormalised) {
      norm[static_cast<size_t>(c)] = 1 - kB + kB * n / q->average_length[static_cast<size_t>(c)];
    }
  }
  // Weighted, length-normalised occurrence counts per phrase, each phrase's instances read from
  // its own position list (no merged, sorted list of every phrase's instances).
  std::vector<double>& tf = q->tf;
  tf.assign(phrases, 0.0);
  // Per phrase, the heaviest column it was found in.
  std::vector<double>& reach = q->reach;
  reach.assign(phrases, 0.0);
  // A question word found in a heading column (not a length column, weighted above the text: the
  // rule's title and the nearest titled ancestor's): it names the variant a variant's rule is of.
  bool in_heading = false;
  const int phrase_count = std::min(api->xPhraseCount(fts), static_cast<int>(phrases));
  for (int p = 0; p < phrase_count; ++p) {
    // A phrase of weight 0 scores nothing (the documents searched; a rarer phrase's copy that only
    // finds the rows, Store::PlanQuestion): its instances need not be read.
    if (q->weight[static_cast<size_t>(p)] == 0) continue;
    Fts5PhraseIter it;
    int column = 0, offset = 0;
    int rc = api->xPhraseFirst(fts, p, &it, &column, &offset);
    if (rc != SQLITE_OK) {
      sqlite3_result_error_code(ctx, rc);
      return;
    }
    for (; column >= 0; api->xPhraseNext(fts, &it, &column, &offset)) {
      if (column >= columns) continue;
      const auto c = static_cast<size_t>(column);
      tf[static_cast<size_t>(p)] += q->column_weight[c] / norm[c];
      double r = q->column_weight[c];
      if (q->length_column[c] == kScattered && size[c] > kScatteredTokens) {
        r *= kScatteredTokens / size[c];
      }
      reach[static_cast<size_t>(p)] = std::max(reach[static_cast<size_t>(p)], r);
      in_heading = in_heading || (q->length_column[c] == 0 && q->column_weight[c] > 1 &&
                                  q->unit_of[static_cast<size_t>(q->group_of[p])] >= 0);
    }
  }
  std::vector<double>& best = q->best;
  best.assign(static_cast<size_t>(q->groups), 0.0);
  for (size_t p = 0; p < phrases; ++p) {
    if (tf[p] <= 0) continue;
    const double s = q->weight[p] * q->idf[p] * tf[p] * (kK1 + 1) / (tf[p] + kK1);
    double& b = best[static_cast<size_t>(q->group_of[p])];
    b = std::max(b, s);
  }
  double bm25 = 0;
  for (double b : best) bm25 += b;
  // A unit is covered as far as the best phrase the row has of it is worth: a card named in the
  // question is covered by its keyword, hardly by a common word of its text.
  std::vector<double>& covered = q->covered;
  covered.assign(static_cast<size_t>(q->units), 0.0);
  for (size_t p = 0; p < phrases; ++p) {
    if (tf[p] <= 0) continue;
    const int unit = q->unit_of[static_cast<size_t>(q->group_of[p])];
    if (unit < 0) continue;
    double& c = covered[static_cast<size_t>(unit)];
    // A word found only in a light column (an ancestor's text, an example) covers less of the
    // question than one in the rule's own text or title.
    const double reached = std::min(1.0, kCoverageFloor + reach[p]);
    c = std::max(
        c, reached * std::min(q->importance[static_cast<size_t>(unit)], q->weight[p] * q->idf[p]));
  }
  double coverage = 1.0;
  if (q->total_importance > 0) {
    double got = 0;
    for (double c : covered) got += c;
    coverage = got / q->total_importance;
  }
  double score = bm25 * std::pow(coverage, kCoverageExponent);
  if (facts && facts->Variant(rowid) && !in_heading) score *= kVariantFactor;
  sqlite3_result_double(ctx, score);
}

Status Register(Database* db, const char* name, fts5_extension_function f) {
  fts5_api* api = db->Fts5();
  if (!api) return Status::IoError("this SQLite has no FTS5 (needed by search)");
  if (api->xCreateFunction(api, name, nullptr, f, nullptr) != SQLITE_OK) {
    return Status::IoError(std::string("cannot register ") + name + ": " +
                           sqlite3_errmsg(db->handle()));
  }
  return Status::Ok();
}

}  // namespace

std::string PhraseSpec(const std::vector<RankPhrase>& phrases) {
  std::ostringstream out;
  for (size_t i = 0; i < phrases.size(); ++i) {
    out << (i ? " " : "") << phrases[i].group << ":" << phrases[i].weight;
  }
  return out.str();
}

std::string GroupSpec(const std::vector<int>& units) {
  std::ostringstream out;
  for (size_t i = 0; i < units.size(); ++i) out << (i ? " " : "") << units[i];
  return out.str();
}

Status RegisterRankFunction(Database* db) { return Register(db, "arbiter_rank", Rank); }

}  // namespace arbiter::store
