#include "reader.h"

namespace ingest {

void register_defaults()
{
    registry["csv"] = std::make_unique<CsvReader>(',');
    registry["tsv"] = std::make_unique<CsvReader>('\t');
    registry["jsonl"] = std::make_unique<JsonLinesReader>();
}

Reader* reader_for(const std::string& ext)
{
    auto it = registry.find(ext);
    return it == registry.end() ? nullptr : it->second.get();
}

}  // namespace ingest
