#include <stdio.h>
#include <string.h>
#include "inventory.h"

int parse_args(int argc, char **argv, const char **path, int *threshold);
void report_print(struct store *s, int threshold);
int export_json(struct store *s, FILE *out);

int main(int argc, char **argv)
{
	const char *path = "stock.csv";
	int threshold = 5;
	struct store *s = store_new();
	if (parse_args(argc, argv, &path, &threshold) != 0)
		return 2;
	if (csv_load(s, path) < 0) {
		perror(path);
		return 1;
	}
	sort_by_sku(s);
	report_print(s, threshold);
	store_free(s);
	return 0;
}
