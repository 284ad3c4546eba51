<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="forest_tiles" tilewidth="40" tileheight="40" tilecount="46" columns="8">
 <image source="forest_tiles.png" width="320" height="240"/>
 <tile id="0">
  <properties>
   <property name="kind" value="forest_a"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="kind" value="forest_b"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="kind" value="forest_c"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="kind" value="forest_d"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="kind" value="forest_e"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="kind" value="zone_red"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="kind" value="zone_purple"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="kind" value="zone_blue"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="kind" value="zone_green"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="kind" value="tower_red"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="kind" value="tower_purple"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="kind" value="tower_blue"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="kind" value="tower_green"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="kind" value="tower_burnt"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="kind" value="flame_nw"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="kind" value="flame_ne"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="kind" value="flame_sw"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="kind" value="flame_se"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="kind" value="badge_red"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="kind" value="badge_purple"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="kind" value="badge_blue"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="kind" value="badge_green"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="kind" value="band_red_n"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="kind" value="band_red_w"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="kind" value="band_purple_n"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="kind" value="band_purple_e"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="kind" value="band_blue_s"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="kind" value="band_blue_e"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="kind" value="band_green_s"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="kind" value="band_green_w"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="kind" value="frame_nw"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="kind" value="frame_n"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="kind" value="frame_ne"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="kind" value="frame_w"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="kind" value="frame_e"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="kind" value="frame_sw"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="kind" value="frame_s"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="kind" value="frame_se"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="kind" value="compass_n_l"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="kind" value="compass_n_r"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="kind" value="compass_s_l"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="kind" value="compass_s_r"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="kind" value="compass_w_t"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="kind" value="compass_w_b"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="kind" value="compass_e_t"/>
  </properties>
 </tile>
 <tile id="45">
  <properties>
   <property name="kind" value="compass_e_b"/>
  </properties>
 </tile>
</tileset>
