#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "account.hpp"
#include "csv_exporter.hpp"
#include "report.hpp"

namespace ledger {
std::vector<Account> parse_journal(std::istream& in);
}

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::cerr << "usage: ledger JOURNAL [--csv]\n";
        return 2;
    }
    std::ifstream in(argv[1]);
    auto accounts = ledger::parse_journal(in);
    if (argc > 2 && std::string(argv[2]) == "--csv") {
        ledger::CsvExporter csv(';');
        csv.begin(std::cout);
        for (const auto& a : accounts)
            for (const auto& e : a.entries())
                csv.write(std::cout, a, e);
        csv.end(std::cout);
        return 0;
    }
    ledger::print_trial_balance(std::cout, accounts);
    return 0;
}
