#include <memory>
#include <string>
#include <vector>
#include "csv_sink.hpp"
#include "json_sink.hpp"

std::unique_ptr<Sink> make_sink(const std::string& spec) {
    if (spec.rfind("json:", 0) == 0)
        return std::make_unique<JsonSink>(spec.substr(5));
    if (spec.rfind("csv:", 0) == 0)
        return std::make_unique<CsvSink>(spec.substr(4));
    return nullptr;
}
