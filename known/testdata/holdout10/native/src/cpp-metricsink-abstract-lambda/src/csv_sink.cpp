#include "csv_sink.hpp"

CsvSink::CsvSink(const std::string& path) : path_(path), f_(std::fopen(path.c_str(), "a")) {}

CsvSink::~CsvSink() {
    if (f_)
        std::fclose(f_);
}

void CsvSink::write(const Sample& s) {
    if (f_)
        std::fprintf(f_, "%s,%g,%ld\n", s.name.c_str(), s.value, s.ts);
}
