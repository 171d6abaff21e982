#include <istream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "account.hpp"

namespace ledger {

// date;account;memo;amount  (amount in cents)
std::vector<Account> parse_journal(std::istream& in)
{
    std::map<std::string, std::size_t> index;
    std::vector<Account> out;
    std::string line;
    int lineno = 0;
    while (std::getline(in, line)) {
        ++lineno;
        if (line.empty() || line[0] == '#')
            continue;
        std::istringstream ls(line);
        std::string date, acct, memo, amount;
        if (!std::getline(ls, date, ';') || !std::getline(ls, acct, ';') ||
            !std::getline(ls, memo, ';') || !std::getline(ls, amount))
            throw std::runtime_error("line " + std::to_string(lineno) + ": expected 4 fields");
        auto it = index.find(acct);
        if (it == index.end()) {
            it = index.emplace(acct, out.size()).first;
            out.emplace_back(acct);
        }
        out[it->second].post({date, memo, std::stoll(amount)});
    }
    return out;
}

} // namespace ledger
