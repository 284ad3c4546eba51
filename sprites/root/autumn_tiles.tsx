<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="autumn_tiles" tilewidth="32" tileheight="32" tilecount="991" columns="32">
 <image source="autumn_tiles.png" width="1024" height="992"/>
</tileset>
