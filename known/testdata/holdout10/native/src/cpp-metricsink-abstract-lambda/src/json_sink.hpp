#pragma once
#include <string>
#include <vector>
#include "sink.hpp"

class JsonSink : public Sink {
public:
    explicit JsonSink(std::string path) : path_(std::move(path)) {}
    void write(const Sample& s) override { pending_.push_back(s); }
    void flush() override;
    std::string describe() const override { return "json:" + path_; }

private:
    std::string path_;
    std::vector<Sample> pending_;
};
