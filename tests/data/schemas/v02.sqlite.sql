-- unoduo schema version 2, as sqlite got it from commit 299ed9c 2026-12-01 Merge h6-fair: fair play and abuse limits
-- (generated from that commit's table definitions; tests/storage/versions/test_steps.py builds it)

CREATE TABLE games (
	id VARCHAR(16) NOT NULL,
	ruleset VARCHAR(8) NOT NULL,
	players INTEGER NOT NULL,
	options TEXT NOT NULL,
	seed BIGINT NOT NULL,
	opponent VARCHAR(8) NOT NULL,
	difficulty VARCHAR(8) NOT NULL,
	turn_timer FLOAT,
	join_code VARCHAR(8),
	status VARCHAR(8) NOT NULL,
	seq INTEGER NOT NULL,
	scores TEXT NOT NULL,
	winner INTEGER,
	round INTEGER NOT NULL,
	rematch_of VARCHAR(16),
	rematch VARCHAR(16),
	created VARCHAR(40) NOT NULL,
	updated VARCHAR(40) NOT NULL,
	broken TEXT,
	chosen_setup BOOLEAN DEFAULT '0' NOT NULL,
	PRIMARY KEY (id),
	UNIQUE (join_code)
);

CREATE INDEX games_lobby ON games (opponent, status, created);

CREATE INDEX games_status ON games (status);

CREATE TABLE seats (
	game_id VARCHAR(16) NOT NULL,
	seat INTEGER NOT NULL,
	kind VARCHAR(8) NOT NULL,
	name VARCHAR(64) NOT NULL,
	difficulty VARCHAR(8),
	token_hash VARCHAR(64),
	joined BOOLEAN NOT NULL,
	PRIMARY KEY (game_id, seat),
	FOREIGN KEY(game_id) REFERENCES games (id) ON DELETE CASCADE
);

CREATE INDEX seats_token_hash ON seats (token_hash);

CREATE TABLE actions (
	game_id VARCHAR(16) NOT NULL,
	seq INTEGER NOT NULL,
	seat INTEGER NOT NULL,
	action VARCHAR(120) NOT NULL,
	at VARCHAR(40) NOT NULL,
	PRIMARY KEY (game_id, seq),
	FOREIGN KEY(game_id) REFERENCES games (id) ON DELETE CASCADE
);
