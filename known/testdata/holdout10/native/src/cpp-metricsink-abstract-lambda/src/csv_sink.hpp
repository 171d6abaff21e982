#pragma once
#include <cstdio>
#include "sink.hpp"

class CsvSink : public Sink {
public:
    explicit CsvSink(const std::string& path);
    ~CsvSink() override;
    void write(const Sample& s) override;
    std::string describe() const override { return "csv:" + path_; }

private:
    std::string path_;
    std::FILE* f_;
};
