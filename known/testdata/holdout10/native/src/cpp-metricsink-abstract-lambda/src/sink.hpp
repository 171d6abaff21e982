#pragma once
#include <string>
#include <vector>

struct Sample {
    std::string name;
    double value;
    long ts;
};

class Sink {
public:
    virtual ~Sink() = default;
    virtual void write(const Sample& s) = 0;
    // added for the buffered sinks: push what is pending to the file
    virtual void flush() = 0;
    virtual std::string describe() const = 0;
};
