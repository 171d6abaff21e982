#pragma once
#include "exporter.hpp"

namespace ledger {

class CsvExporter : public Exporter {
public:
    explicit CsvExporter(char sep = ',') : sep_(sep) {}
    void begin(std::ostream& os) override;
    void write(std::ostream& os, const Entry& e) override;
    void end(std::ostream& os) override;

private:
    char sep_;
    int rows_ = 0;
};

} // namespace ledger
