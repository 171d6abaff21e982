#include "csv_exporter.hpp"

namespace ledger {

void CsvExporter::begin(std::ostream& os)
{
    os << "date" << sep_ << "memo" << sep_ << "amount\n";
}

void CsvExporter::write(std::ostream& os, const Entry& e)
{
    os << e.date << sep_ << '"' << e.memo << '"' << sep_ << format_cents(e.cents) << '\n';
    ++rows_;
}

void CsvExporter::end(std::ostream& os)
{
    os << "# " << rows_ << " rows\n";
}

} // namespace ledger
