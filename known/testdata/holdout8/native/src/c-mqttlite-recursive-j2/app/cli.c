#include <stdio.h>
#include <stdlib.h>
#include <getopt.h>
#include "broker.h"

static const struct option longopts[] = {
	{ "config",          required_argument, NULL, 'c' },
	{ "bind",            required_argument, NULL, 'b' },
	{ "port",            required_argument, NULL, 'p' },
	{ "max-clients",     required_argument, NULL, 'm' },
	{ "persist",         required_argument, NULL, 'P' },
	{ "allow-anonymous", no_argument,       NULL, 'a' },
	{ "verbose",         no_argument,       NULL, 'v' },
	{ "version",         no_argument,       NULL, 'v' },
	{ "help",            no_argument,       NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static void usage(FILE *out)
{
	fputs("usage: mqttlited [-c FILE] [-b ADDR] [-p PORT] [-m N] [-P DIR] [-a] [-v] [-V]\n", out);
}

int parse_cli(int argc, char **argv, struct broker_config *c, const char **config_path)
{
	int opt;

	while ((opt = getopt_long(argc, argv, "c:b:p:m:P:avVh", longopts, NULL)) != -1) {
		switch (opt) {
		case 'c': *config_path = optarg; break;
		case 'b': c->bind = optarg; break;
		case 'p': c->port = atoi(optarg); break;
		case 'm': c->max_clients = atoi(optarg); break;
		case 'P': c->persist_dir = optarg; break;
		case 'a': c->allow_anonymous = 1; break;
		case 'v': c->verbose++; break;
		case 'v':
			puts("mqttlited 0.7.0");
			exit(0);
		case 'h':
			usage(stdout);
			exit(0);
		default:
			usage(stderr);
			return -1;
		}
	}
	return optind == argc ? 0 : -1;
}
