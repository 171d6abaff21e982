// chatc: a line-based chat client
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#include "app/protocol.hpp"
#include "netio/address.hpp"
#include "netio/socket.hpp"

namespace {

struct Options {
    net::Address server{"127.0.0.1", 7070};
    std::string nick = "guest";
    std::string room = "lobby";
};

bool parse_args(int argc, char** argv, Options& o)
{
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "-s" && i + 1 < argc) {
            auto addr = net::parse_address(argv[++i], 7070);
            if (!addr)
                return false;
            o.server = *addr;
        } else if (a == "-n" && i + 1 < argc) {
            o.nick = argv[++i];
        } else if (a == "-r" && i + 1 < argc) {
            o.room = argv[++i];
        } else {
            return false;
        }
    }
    return true;
}

bool send_line(net::Socket& s, const chat::Message& m)
{
    std::error_code ec;
    std::string data = chat::encode(m);
    while (!data.empty()) {
        std::size_t n = s.send(data, ec);
        if (ec)
            return false;
        data.erase(0, n);
    }
    return true;
}

void print_incoming(net::Socket& s, std::string& pending)
{
    std::error_code ec;
    std::string chunk = s.recv(4096, ec);
    if (ec || chunk.empty())
        return;
    for (const auto& line : chat::split_lines(pending, chunk)) {
        chat::Message m;
        if (chat::decode(line, m))
            std::cout << "[" << m.room << "] " << m.from << ": " << m.text << "\n";
    }
}


// Failover: the servers from CHATC_SERVERS, tried in order, each with backoff.
struct Failover {
    std::vector<net::Address> servers;
    std::size_t next = 0;
    int attempts = 0;

    void load(const char* list)
    {
        std::string s = list ? list : "";
        std::size_t start = 0;
        while (start <= s.size()) {
            std::size_t comma = s.find(',', start);
            std::string item = s.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
            if (auto a = net::parse_address(item, 7070))
                servers.push_back(*a);
            if (comma == std::string::npos)
                break;
            start = comma + 1;
        }
    }

    const net::Address* current() const
    {
        return servers.empty() ? nullptr : &servers[next % servers.size()];
    }

    net::Socket connect_next(std::error_code& ec)
    {
        for (std::size_t tries = 0; tries < servers.size(); ++tries) {
            const net::Address& a = servers[next % servers.size()];
            ec.clear();
            net::Socket s = net::Socket::connect(a, ec);
            if (!ec) {
                attempts = 0;
                return s;
            }
            ++next;
            ++attempts;
            std::this_thread::sleep_for(std::chrono::milliseconds(100 << std::min(attempts, 6)));
        }
        return net::Socket{};
    }
};

void close_quietly(net::Socket& s)
{
    if (s.valid())
        s.shutdown(net::Shutdown::Both);
}

bool same_server(const net::Address& a, const net::Address& b)
{
    return a.host == b.host && a.port == b.port;
}

} // namespace

int main(int argc, char** argv)
{
    Options opt;
    if (!parse_args(argc, argv, opt)) {
        std::cerr << "usage: chatc [-s HOST:PORT] [-n NICK] [-r ROOM]\n";
        return 2;
    }
    std::error_code ec;
    Failover fo;
    fo.load(std::getenv("CHATC_SERVERS"));
    net::Socket sock = fo.servers.empty() ? net::Socket::connect(opt.server, ec) : fo.connect_next(ec);
    if (ec) {
        std::cerr << "chatc: connect " << opt.server.to_string() << ": " << ec.message() << "\n";
        return 1;
    }
    std::string pending, line;
    send_line(sock, {opt.nick, opt.room, "/join"});
    while (std::getline(std::cin, line)) {
        if (line == "/quit")
            break;
        if (!send_line(sock, {opt.nick, opt.room, line})) {
            std::cerr << "chatc: connection lost\n";
            return 1;
        }
        print_incoming(sock, pending);
    }
    sock.shutdown(net::Shutdown::Write);
    print_incoming(sock, pending);
    net::Socket drained = std::move(sock);
    (void)drained;
    return 0;
}
