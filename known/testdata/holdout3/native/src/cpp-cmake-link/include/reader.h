#pragma once
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace ingest {

using Row = std::vector<std::string>;

class Reader {
public:
    virtual ~Reader() = default;
    virtual std::vector<Row> read(const std::string& text) = 0;
    virtual const char* format() const = 0;
};

class CsvReader : public Reader {
public:
    explicit CsvReader(char sep = ',') : sep_(sep) {}
    std::vector<Row> read(const std::string& text) override;
    const char* format() const override;
private:
    char sep_;
};

class JsonLinesReader : public Reader {
public:
    std::vector<Row> read(const std::string& text) override;
    const char* format() const override { return "jsonl"; }
};

// registry of readers by file extension
std::map<std::string, std::unique_ptr<Reader>> registry;

void register_defaults();
Reader* reader_for(const std::string& ext);

}  // namespace ingest
