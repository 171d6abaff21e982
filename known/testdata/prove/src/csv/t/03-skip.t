use strict;
use warnings;
use Test::More;

plan skip_all => 'CSV_BIG_FILE is not set' unless $ENV{CSV_BIG_FILE};
ok(-s $ENV{CSV_BIG_FILE}, 'big file exists');
done_testing();
